import type { PageCatalogue } from './pages.ts';

/** The public pages' titles, descriptions and text in English (rendered into index.html for crawlers and link previews). */
export const pagesEn = {
  siteName: 'BoardForge',
  organization:
    'PCB prototypes and batches, FPC, aluminium boards, SMT assembly, stencils and BOM component sourcing, priced online.',
  labels: {
    offers: 'Special offers',
    news: 'Latest news',
    showcase: 'What customers say',
    catalogue: 'Product catalogue',
    process: 'How ordering works',
    empty: 'Nothing has been published here yet.',
    stars: '{stars} of 5 stars',
    price: '¥{price}',
    published: 'Published {date}',
    materials: { copper: 'Copper', prepreg: 'Prepreg', core: 'Core', finish: 'Finish' },
  },
  notFound: {
    title: 'Page Not Found',
    description: 'There is no page at this address. It may have moved, or the link may be mistyped.',
    heading: 'Page Not Found',
    paragraphs: ['There is no page at this address. It may have moved, or the link may be mistyped.'],
  },
  pages: {
    home: {
      title: 'Home',
      description:
        'BoardForge (板工坊): instant prices and online orders for PCB prototypes and batches, FPC, aluminium boards, SMT assembly, stencils and BOM component sourcing.',
      heading: 'From Gerber files to assembled boards, priced in seconds',
      paragraphs: [
        'Prototype and batch PCB, FPC and aluminium boards, SMT assembly, stencils and component sourcing for engineers and electronics companies — with small-batch and bulk pricing on one order.',
        'One-stop PCBA: Boards, stencils, components and assembly on one order, with one point of contact.',
        'Rush 8, 12 or 24 hours: Expedited lines for prototypes that cannot wait.',
        'Free shipping nationwide: Every order ships free to any address in mainland China.',
        'Small-batch and bulk pricing: Sample prices up to 50 pcs within 1 m², fair per-m² prices beyond.',
        'Quote in 3 h, ship in 6 h: Engineers review your files and answer fast.',
      ],
    },
    valuation: {
      title: 'Smart Quotes',
      description: 'Instant PCB, FPC, SMT, stencil and BOM quotes online.',
      heading: 'Smart Quotes',
      paragraphs: [
        'PCB Pricing: Rigid, flexible, aluminium and copper base boards from 1 to 30 layers.',
        'SMT Sampling: One- or two-sided placement plus through-hole, from 1 board.',
        'Stencil Ordering: Laser-cut framed, frameless and step stencils, delivered within 4 hours.',
        'BOM Ordering: Upload an xls, xlsx or csv BOM and we source every line.',
      ],
    },
    pcbBoardMaking: {
      title: 'PCB Prototypes',
      description:
        'Rigid FR-4 prototypes from 1 to 30 layers, with 8, 12 and 24-hour rush options and free shipping nationwide.',
      heading: 'PCB Prototypes',
      paragraphs: [
        'Rigid FR-4 prototypes from 1 to 30 layers, with 8, 12 and 24-hour rush options and free shipping nationwide.',
        'Sample pricing: Up to 50 pcs within 1 m² counts as a sample; more is a small batch.',
        'Common options: Thickness 0.4–2.0 mm, 1 oz or 2 oz copper, leaded or lead-free HASL or immersion gold.',
        'Surcharges up front: Lead-free HASL +¥20, immersion gold +¥100, 0.4 or 2.0 mm thickness about +¥100.',
        'Special processes: HDI, impedance control, blind and buried vias and Rogers high-frequency material.',
      ],
    },
    pcbBatch: {
      title: 'PCB Production',
      description: 'Per-square-metre pricing for production runs, with 10% off from 10 m².',
      heading: 'PCB Production',
      paragraphs: [
        'Per-square-metre pricing for production runs, with 10% off from 10 m².',
        'Single-sided: ¥140 per m², from 100 m².',
        'Double-sided: ¥248 per m², from 20 m²; non-flame-retardant from ¥170.',
        'Four-layer: ¥498 per m², from 5 m².',
        'Volume discount: Orders of 10 m² and above get 10% off automatically.',
      ],
    },
    fpcBatch: {
      title: 'FPC Flexible Boards',
      description: 'Polyimide flexible boards for wearables, cameras, displays and anything that must bend.',
      heading: 'FPC Flexible Boards',
      paragraphs: [
        'Polyimide flexible boards for wearables, cameras, displays and anything that must bend.',
        'Single and double-sided: Thin, light circuits that fold into tight enclosures.',
        'Stiffeners: Polyimide, FR-4 or steel stiffeners under connectors.',
        'Same order flow: Quote, confirm and track FPC like any rigid board.',
        'Engineering review: Every flex design is checked by an engineer before production.',
      ],
    },
    aluminumSubstrate: {
      title: 'Aluminium Substrate',
      description: 'Aluminium and copper base boards that move heat away from LEDs and power parts.',
      heading: 'Aluminium Substrate',
      paragraphs: [
        'Aluminium and copper base boards that move heat away from LEDs and power parts.',
        'Thermal performance: A metal core spreads heat far better than FR-4.',
        'LED lighting: White solder mask for reflective LED boards.',
        'Power electronics: Drivers, converters and motor controllers.',
        'Copper base: For the highest heat loads.',
      ],
    },
    pcbaMade: {
      title: 'SMT Assembly',
      description: 'Placement for prototypes and production: 4 million points a day, from a single board.',
      heading: 'SMT Assembly',
      paragraphs: [
        'Placement for prototypes and production: 4 million points a day, from a single board.',
        'Capacity: SMT 4 million points per day; through-hole (DIP) 500,000 points per day.',
        'Board sizes: From 45 × 45 mm to 400 × 1200 mm.',
        'Processes: One side, both sides, or SMT plus through-hole.',
        'One order: Stencil, component purchase, conformal coating and baking with the assembly.',
      ],
    },
    steelMesh: {
      title: 'SMT Stencils',
      description: 'Laser-cut framed, frameless and step stencils, delivered within 4 hours.',
      heading: 'SMT Stencils',
      paragraphs: [
        'Laser-cut framed, frameless and step stencils, delivered within 4 hours.',
        'Thicknesses: 0.08, 0.1, 0.12, 0.15, 0.2 and 0.3 mm.',
        'Sizes: Default 37 × 47 cm, larger frames on request.',
        'Fast delivery: Made within 4 hours; orders placed before 17:00 ship the same day.',
        "Kept for repeats: We keep your stencil for 3 months; stencils for other makers' boards from ¥100.",
      ],
    },
    bomSupply: {
      title: 'Components Supply',
      description:
        'Upload your bill of materials and we source, check and deliver every line — or assemble it onto your boards.',
      heading: 'Components Supply',
      paragraphs: [
        'Upload your bill of materials and we source, check and deliver every line — or assemble it onto your boards.',
        'BOM files: xls, xlsx or csv, under 20 MB.',
        'Spare parts: 15 extra passives for samples, 1% for batches.',
        'Checked sourcing: Lines matched to catalogue parts; the rest quoted by our buyers.',
        'With assembly: Sourced parts go straight to the SMT line.',
      ],
    },
    schemeDesign: {
      title: 'Circuit Design',
      description:
        'From idea to schematic: our engineers design the circuit, choose components with sourcing in mind and simulate before a board is made.',
      heading: 'Circuit Design',
      paragraphs: [
        'From idea to schematic: our engineers design the circuit, choose components with sourcing in mind and simulate before a board is made.',
        'Circuit design: Schematics for power, control, RF and mixed-signal products.',
        'Simulation: Signal integrity, power integrity and thermal checks.',
        'Component selection: Parts chosen for availability and cost as well as performance.',
        'Straight to production: Handover to layout, boards and assembly in one place.',
      ],
    },
    displayFactory: {
      title: 'Factory Display',
      description:
        'PCB fabrication, SMT assembly and stencil making under one roof, so your boards move from one line to the next without waiting.',
      heading: 'Factory Display',
      paragraphs: [
        'PCB fabrication, SMT assembly and stencil making under one roof, so your boards move from one line to the next without waiting.',
        'PCB fabrication: Rigid, flexible and metal-core boards from 1 to 30 layers.',
        'SMT lines: 4 million placements and 500,000 through-hole points a day.',
        'Stencil workshop: Laser cutting with electropolish and nano coating.',
        'Quality: Flying-probe or fixture testing on every order.',
      ],
    },
    layoutDesign: {
      title: 'Layout Design',
      description: 'High-speed, high-density layout by experienced engineers, priced up front.',
      heading: 'Layout Design',
      paragraphs: [
        'High-speed, high-density layout by experienced engineers, priced up front.',
        '¥200 for designs within 100 pins: 24 hours within 100 pins, 48 hours within 500 pins.',
        'Layers: Up to 40',
        'Min track / space: 2 mil (HDI)',
        'Pins: Up to 60,000',
        'BGA spacing: From 0.20 mm',
        'BGA pins: Up to 2,500',
        'Differential signals: Up to 12G',
      ],
    },
    iaminatedStructure: {
      title: 'Laminated Structure',
      description: 'PCB process capability: 1–30 layers, 0.1–5.0 mm thickness, 3/3 mil tracks, copper up to 8 oz.',
      heading: 'Laminated Structure',
      paragraphs: ['PCB process capability: 1–30 layers, 0.1–5.0 mm thickness, 3/3 mil tracks, copper up to 8 oz.'],
    },
    processShow: {
      title: 'Process Capability',
      description: 'PCB process capability: 1–30 layers, 0.1–5.0 mm thickness, 3/3 mil tracks, copper up to 8 oz.',
      heading: 'Process Capability',
      paragraphs: ['Standard process capability. Designs outside these limits are reviewed by an engineer.'],
    },
    productList: {
      title: 'Product display',
      description:
        'Boards and assemblies we have built for customers: rigid and flexible PCBs, metal-core boards and finished PCBA.',
      heading: 'Product display',
      paragraphs: [
        'Boards and assemblies we have built for customers: rigid and flexible PCBs, metal-core boards and finished PCBA.',
      ],
    },
    activity: {
      title: 'Events',
      description: 'Events, trade fairs and factory open days of BoardForge, with photos.',
      heading: 'Events',
      paragraphs: ['Events, trade fairs and factory open days of BoardForge, with photos.'],
    },
    sunbathing: {
      title: 'Customer projects',
      description: 'Customers show the boards and projects they built with BoardForge.',
      heading: 'Customer projects',
      paragraphs: ['Customers show the boards and projects they built with BoardForge.'],
    },
    news: {
      title: 'News',
      description: 'Company news, industry news and technical articles from BoardForge.',
      heading: 'News',
      paragraphs: ['Company news, industry news and technical articles from BoardForge.'],
    },
    newsDetail: {
      title: 'News',
      description: 'A news article from BoardForge.',
      heading: 'News',
      paragraphs: ['A news article from BoardForge.'],
    },
    aboutUs: {
      title: 'About Us',
      description:
        'For more than ten years we have made circuit boards and assembled them for engineers, start-ups and manufacturers. BoardForge brings that factory online: instant prices, clear progress, and people who answer.',
      heading: 'About Us',
      paragraphs: [
        'For more than ten years we have made circuit boards and assembled them for engineers, start-ups and manufacturers. BoardForge brings that factory online: instant prices, clear progress, and people who answer.',
        'Prices you can see: Every fee is on the quote before you order.',
        'Speed without shortcuts: Rush lines and quick reviews, never skipped tests.',
        'One partner: Design, boards, parts and assembly in one place.',
      ],
    },
    contactUs: {
      title: 'Contact Us',
      description:
        'Questions about a design, a quote or an order? Our engineers and customer service team answer on working days.',
      heading: 'Contact Us',
      paragraphs: [
        'Questions about a design, a quote or an order? Our engineers and customer service team answer on working days.',
        'Orders and quotes: Log in and open Order Management to follow every order; quotes are answered within 3 hours.',
        'Engineering questions: Attach your files to the order and an engineer reviews them before production.',
        'Service hours: Monday to Saturday, 8:30–18:00 (China Standard Time); stencil orders before 17:00 ship the same day.',
      ],
    },
    terms: {
      title: 'Terms of Service',
      description:
        'These terms apply to every quote, order and account at BoardForge (板工坊). By registering you confirm that you have read and accept them.',
      heading: 'Terms of Service',
      paragraphs: [
        'These terms apply to every quote, order and account at BoardForge (板工坊). By registering you confirm that you have read and accept them.',
        'Your account: You register with a mobile number or an e-mail address that you control, and keep your password secret. You are responsible for orders placed from your account. You may close the account at any time by contacting us.',
        'Quotes and orders: Online prices are calculated from the price book in force when you quote. An order is binding once we have reviewed your files and you have paid; if engineering review changes the price, we ask you to accept the new price before production.',
        'Your design files: You keep all rights in the Gerber, BOM and pick-and-place files you upload. We use them only to quote, review and manufacture your order and do not share them with anyone outside the production of that order.',
        'Payment and invoices: Prices are in Chinese yuan (CNY) including VAT where stated. Production starts after payment is received. Invoices are issued to the title you give at checkout.',
        'Delivery and returns: Lead times run from the time production starts. Report any defect within 7 days of delivery with photos; boards that do not match your files and our review are remade or refunded.',
        'Liability: Our liability for an order is limited to the amount paid for that order. We are not liable for losses caused by errors in the files supplied.',
        'Governing law: These terms are governed by the laws of the People’s Republic of China. Disputes go first to friendly negotiation, then to the court where BoardForge is registered.',
      ],
    },
    privacy: {
      title: 'Privacy Policy',
      description:
        'This policy explains which personal information BoardForge (板工坊) collects, why, and the rights you have under the Personal Information Protection Law of China (PIPL) and, for customers in the EU, the GDPR.',
      heading: 'Privacy Policy',
      paragraphs: [
        'This policy explains which personal information BoardForge (板工坊) collects, why, and the rights you have under the Personal Information Protection Law of China (PIPL) and, for customers in the EU, the GDPR.',
        'What we collect: Your mobile number or e-mail address, password (stored only as a one-way hash), name, company, delivery addresses, invoice details, order and payment records, uploaded design files, and technical logs such as IP address and browser.',
        'Why we use it: To create your account and verify it with a code, to quote, manufacture, ship and invoice your orders, to keep your points, to answer your questions, and to protect the service against abuse. The legal basis is the contract with you and, for the account itself, your consent.',
        'Who receives it: Carriers receive the delivery address and contact; payment providers receive the payment details; SMS and mail providers receive your number or address to deliver codes. We do not sell personal information.',
        'Where it is stored: Data is stored on servers in mainland China. If you order from outside China, your information is transferred to China to fulfil the contract you asked for.',
        'How long we keep it: Account data is kept while the account is open; order and invoice records for the period tax law requires; verification codes and logs for at most 90 days.',
        'Your rights: You may access, correct, export or delete your information, withdraw consent, and close your account. Withdrawing consent does not affect processing already carried out.',
        'Contact: Write to us through the Contact Us page; we answer requests about personal information within 15 working days.',
      ],
    },
    login: {
      title: 'Login',
      description: 'Log in to BoardForge to order PCBs, follow your orders and manage your account.',
      heading: 'Login',
      paragraphs: ['Log in to BoardForge to order PCBs, follow your orders and manage your account.'],
    },
    register: {
      title: 'Register',
      description: 'Create a BoardForge account with your mobile number or e-mail address to order PCBs and assembly.',
      heading: 'Register',
      paragraphs: ['Create a BoardForge account with your mobile number or e-mail address to order PCBs and assembly.'],
    },
    resetPassword: {
      title: 'Reset Password',
      description: 'Reset the password of your BoardForge account with a verification code.',
      heading: 'Reset Password',
      paragraphs: ['Reset the password of your BoardForge account with a verification code.'],
    },
    weixin: {
      title: 'Open the Mini Program',
      description: 'Open the BoardForge mini program in WeChat.',
      heading: 'Open the Mini Program',
      paragraphs: ['Open the BoardForge mini program in WeChat.'],
    },
    pointsMall: {
      title: 'Points Mall',
      description: 'Exchange the points earned with your BoardForge orders for gifts and coupons.',
      heading: 'Points Mall',
      paragraphs: ['Exchange the points earned with your BoardForge orders for gifts and coupons.'],
    },
  },
} satisfies PageCatalogue;

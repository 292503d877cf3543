-- why: spent mini-program hand-off nonces are kept in the database so a token is taken once across instances (issue 15 point 4); the home page's hero, ordering steps and product catalogue become content kinds (issue 15 point 1).
CREATE TABLE "handoff_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_entries" DROP CONSTRAINT "content_entries_kind_check";--> statement-breakpoint
CREATE INDEX "handoff_nonces_expires_at_idx" ON "handoff_nonces" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_kind_check" CHECK ("content_entries"."kind" in ('news', 'orderShowcase', 'specialOffer', 'productShowcase', 'activity', 'customerPost', 'laminatedStructure', 'processCapability', 'contactBranch', 'marketingFigure', 'homeHero', 'processStep', 'productCategory'));--> statement-breakpoint
-- A store seeded before these kinds existed gets the home page's records as the site showed them (a new store is filled by the seed).
INSERT INTO "content_entries" ("kind", "status", "sort", "heading_zh", "heading_en", "text_zh", "text_en", "data", "published_at")
SELECT "v"."kind", 'published', "v"."sort", "v"."heading_zh", "v"."heading_en", "v"."text_zh", "v"."text_en", "v"."data", now()
FROM (VALUES
('homeHero', 10, '从Gerber文件到成品PCBA，秒级报价', 'From Gerber files to assembled boards, priced in seconds', '{"eyebrow":"一站式PCBA服务","title":"从Gerber文件到成品PCBA，秒级报价","subtitle":"为工程师与电子企业提供PCB打样与批量、FPC软板、铝基板、SMT贴片、钢网与元器件配单，小批量与大批量价格一单搞定。","primaryAction":"立即在线计价","secondaryAction":"查看工艺能力","badges":["8/12/24小时加急","全国包邮","3小时报价 · 6小时发货"]}'::jsonb, '{"eyebrow":"One-stop PCBA service","title":"From Gerber files to assembled boards, priced in seconds","subtitle":"Prototype and batch PCB, FPC and aluminium boards, SMT assembly, stencils and component sourcing for engineers and electronics companies — with small-batch and bulk pricing on one order.","primaryAction":"Get an instant quote","secondaryAction":"View process capability","badges":["8 / 12 / 24 h rush","Free shipping nationwide","Quote in 3 h · ship in 6 h"]}'::jsonb, '{}'::jsonb),
('processStep', 10, '注册/登录', 'Register or log in', '{"title":"注册/登录","text":"手机号注册，或用已有账号登录。"}'::jsonb, '{"title":"Register or log in","text":"Sign up with your phone number, or log in."}'::jsonb, '{}'::jsonb),
('processStep', 20, '在线计价', 'Quote online', '{"title":"在线计价","text":"上传Gerber或填写参数，即时得到价格。"}'::jsonb, '{"title":"Quote online","text":"Upload Gerber files or enter the spec for an instant price."}'::jsonb, '{}'::jsonb),
('processStep', 30, '确认订单', 'Review and confirm', '{"title":"确认订单","text":"工程师审核文件，确认工艺与交期。"}'::jsonb, '{"title":"Review and confirm","text":"Our engineers check the files, the process and the lead time."}'::jsonb, '{}'::jsonb),
('processStep', 40, '在线支付', 'Pay online', '{"title":"在线支付","text":"微信、支付宝或对公转账。"}'::jsonb, '{"title":"Pay online","text":"WeChat Pay, Alipay or bank transfer."}'::jsonb, '{}'::jsonb),
('processStep', 50, '生产发货', 'Manufacture and deliver', '{"title":"生产发货","text":"按期生产，发货后可跟踪物流。"}'::jsonb, '{"title":"Manufacture and deliver","text":"Made on schedule and shipped with tracking."}'::jsonb, '{}'::jsonb),
('processStep', 60, '确认收货并评价', 'Confirm receipt and rate', '{"title":"确认收货并评价","text":"收到板子后确认收货，并为订单评分。"}'::jsonb, '{"title":"Confirm receipt and rate","text":"Confirm the boards arrived and rate the order."}'::jsonb, '{}'::jsonb),
('processStep', 70, '完成并分享', 'Complete and share', '{"title":"完成并分享","text":"订单完成，可分享到客户晒单。"}'::jsonb, '{"title":"Complete and share","text":"The order is done; share it in the customer showcase."}'::jsonb, '{}'::jsonb),
('productCategory', 10, 'PCB打样', 'PCB prototypes', '{"name":"PCB打样","summary":"1–30层，3/3 mil，HDI，阻抗控制。"}'::jsonb, '{"name":"PCB prototypes","summary":"1–30 layers, 3/3 mil, HDI, impedance control."}'::jsonb, '{"path":"/boardMaking/pcbBoardMaking","illustration":"pcb"}'::jsonb),
('productCategory', 20, 'PCB批量', 'PCB batch production', '{"name":"PCB批量","summary":"5平方米起享批量平米价。"}'::jsonb, '{"name":"PCB batch production","summary":"Per-m² bulk prices from 5 m²."}'::jsonb, '{"path":"/boardMaking/pcbBatch","illustration":"batch"}'::jsonb),
('productCategory', 30, 'FPC软板', 'FPC flexible boards', '{"name":"FPC软板","summary":"聚酰亚胺柔性板与软硬结合板。"}'::jsonb, '{"name":"FPC flexible boards","summary":"Polyimide flex and rigid-flex for tight spaces."}'::jsonb, '{"path":"/boardMaking/fpcBatch","illustration":"fpc"}'::jsonb),
('productCategory', 40, '铝基板', 'Aluminium substrate', '{"name":"铝基板","summary":"适用于LED与电源的导热基板。"}'::jsonb, '{"name":"Aluminium substrate","summary":"Thermal boards for LED and power electronics."}'::jsonb, '{"path":"/boardMaking/aluminumSubstrate","illustration":"aluminum"}'::jsonb),
('productCategory', 50, 'SMT贴片', 'SMT assembly', '{"name":"SMT贴片","summary":"日产能400万点，1片起贴。"}'::jsonb, '{"name":"SMT assembly","summary":"4 million placements a day, from 1 board."}'::jsonb, '{"path":"/manufacture/pcbaMade","illustration":"smt"}'::jsonb),
('productCategory', 60, '钢网', 'Stencils', '{"name":"钢网","summary":"激光钢网，厚度0.08–0.3 mm。"}'::jsonb, '{"name":"Stencils","summary":"Laser-cut stencils in 0.08–0.3 mm."}'::jsonb, '{"path":"/manufacture/steelMesh","illustration":"stencil"}'::jsonb),
('productCategory', 70, '元器件供应', 'Components supply', '{"name":"元器件供应","summary":"上传BOM，一键配齐。"}'::jsonb, '{"name":"Components supply","summary":"Upload a BOM, we source every line."}'::jsonb, '{"path":"/bomSupply","illustration":"bom"}'::jsonb),
('productCategory', 80, 'Layout设计', 'Layout design', '{"name":"Layout设计","summary":"最高40层、60000 pin。"}'::jsonb, '{"name":"Layout design","summary":"Up to 40 layers and 60,000 pins."}'::jsonb, '{"path":"/solution/layoutDesign","illustration":"layout"}'::jsonb)
) AS "v" ("kind", "sort", "heading_zh", "heading_en", "text_zh", "text_en", "data")
WHERE EXISTS (SELECT 1 FROM "content_entries") AND NOT EXISTS (SELECT 1 FROM "content_entries" WHERE "kind" IN ('homeHero', 'processStep', 'productCategory'));

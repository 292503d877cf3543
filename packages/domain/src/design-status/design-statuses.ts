/** The layout design job's statuses (docs/workflow.md "Layout design service"), their names and customer words. */

/**
 * Every design job status, in flow order. `published` waits for staff review (jobs over 100 pins), `reviewing` means
 * staff asked the customer a question, `quoted` waits for payment (instant-priced jobs start there). A round is
 * delivered, then approved or sent back; `feedbackGiven` and `cancelled` end a job.
 */
export const designStatuses = [
  'published',
  'reviewing',
  'quoted',
  'paid',
  'designing',
  'roundDelivered',
  'changesRequested',
  'roundApproved',
  'finalUploaded',
  'downloaded',
  'feedbackGiven',
  'cancelled',
] as const;
export type DesignStatus = (typeof designStatuses)[number];

/** An English and a Chinese wording. */
interface Wording {
  en: string;
  zh: string;
}

/**
 * What staff call each status and what the customer's timeline says instead. The domain keeps the words beside the
 * codes (as `order-status/statuses.ts` does) so the server's history rows, mails and the web timeline say the same.
 */
export const designStatusNames: Record<DesignStatus, { name: Wording; customer: Wording }> = {
  published: {
    name: { en: 'Awaiting review', zh: '待审核' },
    customer: { en: 'Your design job has been published', zh: '设计需求已发布' },
  },
  reviewing: {
    name: { en: 'Question to the customer', zh: '待客户答复' },
    customer: { en: 'Our engineers have a question for you', zh: '工程师有问题需要您确认' },
  },
  quoted: {
    name: { en: 'Quoted, awaiting payment', zh: '已报价待付款' },
    customer: { en: 'Your quote is ready', zh: '报价已出，请付款' },
  },
  paid: {
    name: { en: 'Paid, awaiting design start', zh: '已付款待开工' },
    customer: { en: 'Payment received', zh: '已收到付款' },
  },
  designing: {
    name: { en: 'Design in progress', zh: '设计中' },
    customer: { en: 'Your layout is being designed', zh: '您的PCB正在设计中' },
  },
  roundDelivered: {
    name: { en: 'Round awaiting customer confirmation', zh: '待客户确认' },
    customer: { en: 'A design round is ready for your review', zh: '设计稿已提交，请确认' },
  },
  changesRequested: {
    name: { en: 'Changes requested', zh: '客户要求修改' },
    customer: { en: 'Your changes are being made', zh: '正在按您的意见修改' },
  },
  roundApproved: {
    name: { en: 'Round approved, awaiting final package', zh: '已确认待上传成品' },
    customer: { en: 'You approved the design', zh: '您已确认设计稿' },
  },
  finalUploaded: {
    name: { en: 'Final package uploaded', zh: '成品已上传' },
    customer: { en: 'Your design files are ready to download', zh: '设计文件已可下载' },
  },
  downloaded: {
    name: { en: 'Downloaded, awaiting feedback', zh: '已下载待评价' },
    customer: { en: 'You downloaded your design files', zh: '您已下载设计文件' },
  },
  feedbackGiven: {
    name: { en: 'Completed with feedback', zh: '已评价' },
    customer: { en: 'Thank you for your feedback', zh: '感谢您的评价' },
  },
  cancelled: {
    name: { en: 'Cancelled', zh: '已取消' },
    customer: { en: 'Your design job has been cancelled', zh: '设计需求已取消' },
  },
};

/** Statuses no action leaves (a download after feedback is recorded but keeps the status). */
export const terminalDesignStatuses = ['feedbackGiven', 'cancelled'] as const satisfies readonly DesignStatus[];

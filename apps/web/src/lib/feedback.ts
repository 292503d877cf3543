import type { ModalFuncProps, NotificationArgsProps as NotificationArgs } from 'antd';

/** The dialogs and notifications the request layer raises outside React. */
export type Feedback = {
  confirm: (props: ModalFuncProps) => unknown;
  notifyError: (props: NotificationArgs) => unknown;
};

// Outside every antd scope (the home page, which carries no antd) or in tests, antd's static methods, fetched at the
// first use; inside one, the instances of the innermost mounted scope's <App>, which follow its locale and theme.
const staticFeedback: Feedback = {
  confirm: (props) => import('./static-feedback.ts').then((m) => m.staticFeedback.confirm(props)),
  notifyError: (props) => import('./static-feedback.ts').then((m) => m.staticFeedback.notifyError(props)),
};

const installed: Feedback[] = [];

/** Installs a feedback implementation (an antd scope's bridge, or a test double); returns its removal. */
export function installFeedback(feedback: Feedback): () => void {
  installed.push(feedback);
  return () => {
    const index = installed.lastIndexOf(feedback);
    if (index >= 0) installed.splice(index, 1);
  };
}

/** Installs the feedback implementation in place of every other (tests). */
export function setFeedback(feedback: Feedback): void {
  installed.splice(0, installed.length, feedback);
}

/** The feedback implementation in use: the last one installed and still mounted, else antd's static methods. */
export function getFeedback(): Feedback {
  return installed.at(-1) ?? staticFeedback;
}

/**
 * A success message that outlives the page showing it, for a step followed by a navigation (registered, password
 * reset): a page's own App message disappears with the page's antd scope when the next page renders.
 */
export function announceAcrossNavigation(content: string, duration = 6): void {
  void import('./static-feedback.ts').then((m) => m.staticMessage.success({ content, duration }));
}

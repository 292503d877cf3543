import type { ModalFuncProps, NotificationArgsProps as NotificationArgs } from 'antd';
import { Modal, notification } from 'antd';

/** The dialogs and notifications the request layer raises outside React. */
export type Feedback = {
  confirm: (props: ModalFuncProps) => unknown;
  notifyError: (props: NotificationArgs) => unknown;
};

// Until <FeedbackBridge> mounts (or in tests) the static methods are used; afterwards the
// instances of antd's <App>, which follow the ConfigProvider locale and theme.
let current: Feedback = {
  confirm: (props) => Modal.confirm(props),
  notifyError: (props) => notification.error(props),
};

/** Installs the feedback implementation (the App bridge, or a test double). */
export function setFeedback(feedback: Feedback): void {
  current = feedback;
}

/** The feedback implementation in use. */
export function getFeedback(): Feedback {
  return current;
}

import { Modal, message, notification } from 'antd';
import type { Feedback } from './feedback.ts';

/** antd's static dialog and notification: fetched only when feedback is raised outside every antd scope. */
export const staticFeedback: Feedback = {
  confirm: (props) => Modal.confirm(props),
  notifyError: (props) => notification.error(props),
};

/** antd's static message: its holder belongs to no page's scope, so a message shown before a navigation stays. */
export const staticMessage = message;

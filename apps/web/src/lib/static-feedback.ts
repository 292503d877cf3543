import { Modal, notification } from 'antd';
import type { Feedback } from './feedback.ts';

/** antd's static dialog and notification: fetched only when feedback is raised outside every antd scope. */
export const staticFeedback: Feedback = {
  confirm: (props) => Modal.confirm(props),
  notifyError: (props) => notification.error(props),
};

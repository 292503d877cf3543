import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';

interface ConfirmDeleteButtonProps {
  /** The question and the sentence under it, naming what goes. */
  title: string;
  description: string;
  /** The button's words, and the confirmation's own button. */
  label: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The accessible name, naming the row (several rows share the visible label). */
  ariaLabel: string;
  onConfirm: () => void;
}

/** A red link button with a bin that asks before it removes a row of a member's list (keys, profiles, addresses). */
export function ConfirmDeleteButton({
  title,
  description,
  label,
  confirmLabel,
  cancelLabel,
  ariaLabel,
  onConfirm,
}: ConfirmDeleteButtonProps) {
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={confirmLabel}
      cancelText={cancelLabel}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button type="link" danger icon={<DeleteOutlined />} aria-label={ariaLabel}>
        {label}
      </Button>
    </Popconfirm>
  );
}

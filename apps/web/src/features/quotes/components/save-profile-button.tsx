import type { ProfileTab } from '@boardforge/contracts/order-profiles.ts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadWithAntdScope } from '../../../app/antd-scope-loader.ts';
import { NativeButton } from '../../../components/native-fields/native-button.tsx';

// The dialog (antd Modal and Form, inside the antd scope for its theme and message) is fetched at the first click:
// the quote page's first view does not carry it.
const SaveProfileDialog = lazy(() =>
  loadWithAntdScope(() => import('./save-profile-dialog.tsx').then((m) => m.SaveProfileDialog)).then((c) => ({
    default: c,
  })),
);

export type SaveProfileButtonProps = {
  tab: ProfileTab;
  spec: Record<string, unknown> | null;
  /** False while a field is invalid: only a spec the quote accepts is saved. */
  canSave: boolean;
};

/** Save as profile: names the quote's spec and keeps it in the member area's Order Profiles. */
export function SaveProfileButton({ tab, spec, canSave }: SaveProfileButtonProps) {
  const { t } = useTranslation('profiles');
  const [isOpen, setIsOpen] = useState(false);
  // Mounted from the first click on, so the dialog's closing motion and its form survive a close.
  const [hasOpened, setHasOpened] = useState(false);

  return (
    <>
      <NativeButton
        icon={
          <svg viewBox="0 0 16 16" aria-hidden="true">
            <path d="M2 1h10l3 3v10a1 1 0 0 1-1 1H2a1 1 0 0 1-1-1V2a1 1 0 0 1 1-1zm2 1v4h7V2H4zm4 7a2 2 0 1 0 0 4 2 2 0 0 0 0-4z" />
          </svg>
        }
        disabled={!spec || !canSave}
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
        isBlock
      >
        {t('save.button')}
      </NativeButton>
      {hasOpened ? (
        <Suspense fallback={null}>
          <SaveProfileDialog tab={tab} spec={spec} isOpen={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

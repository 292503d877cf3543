import { AddressList } from '../../../features/account/components/address-list.tsx';
import { MemberPageCard } from './member-page-card.tsx';

/** /address and /order/userInfo/address: the own delivery addresses. */
export function AddressPage() {
  return (
    <MemberPageCard title="address">
      <AddressList />
    </MemberPageCard>
  );
}

import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';

/** /erp/redirect/<path>: leaves at once for /erp/<path>, so the page there mounts afresh (tab refresh). */
export function ErpRedirectPage() {
  const navigate = useNavigate();
  const { '*': rest = '' } = useParams();
  useEffect(() => {
    void navigate(`/erp/${rest}`, { replace: true });
  }, [navigate, rest]);
  return null;
}

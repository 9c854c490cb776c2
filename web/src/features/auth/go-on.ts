/** Where a page goes once someone is signed in or up. */
import { useLocation, useNavigate } from 'react-router-dom';

/** Goes back to where a signed-out visit was going (RequireAuth), else to the dashboard. */
export function useGoOn(): () => void {
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return () =>
    void navigate(typeof from === 'string' && /^\/(?!\/)/.test(from) ? from : '/', { replace: true });
}

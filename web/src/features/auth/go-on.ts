/** Where a page goes once someone is signed in or up: the dashboard (SPEC.md section 2, 'On success the app goes to /'). */
import { useNavigate } from 'react-router-dom';

export function useGoOn(): () => void {
  const navigate = useNavigate();
  return () => void navigate('/', { replace: true });
}

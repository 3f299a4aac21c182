import { useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found';
import { useStaffList } from '../../features/admin-sellers/api/staff';
import { Intro } from './intro';

/** /admins/curators/{username}: a curator's page; an address no curator has is the site's 404 page. */
export default function AdminCuratorRoute() {
  const { username = '' } = useParams();
  const curators = useStaffList('curator');
  const known = curators.data?.items.some((c) => c.username.toLowerCase() === username.toLowerCase());
  if (curators.isSuccess && !known) return <NotFoundPage />;
  return <Intro page="adminCurator" values={{ username: username }} />;
}

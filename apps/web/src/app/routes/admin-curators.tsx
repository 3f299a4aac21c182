import { StaffPage } from '../../features/admin-sellers/components/staff-page';
import { Intro } from './intro';

/** /admins/curators: curators (ADMIN L4) and the form that creates one. */
export default function AdminCuratorsRoute() {
  return (
    <>
      <Intro page="adminCurators">
        <StaffPage kind="curator" />
      </Intro>
    </>
  );
}

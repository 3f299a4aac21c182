import { StaffPage } from '../../features/admin-sellers/components/staff-page';
import { Intro } from './intro';

/** /admins/dispatchers: dispatchers (ADMIN L3) and the form that creates one. */
export default function AdminDispatchersRoute() {
  return (
    <>
      <Intro page="adminDispatchers">
        <StaffPage kind="dispatcher" />
      </Intro>
    </>
  );
}

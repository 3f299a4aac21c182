import { MantineScope } from '../../components/mantine-scope';
import { OwnProfile } from '../../features/auth/components/own-profile';
import { Intro } from './intro';

/** /admins/profile: the staff member's own data, sign-out, and a new password by the recovery mail. */
export default function AdminProfileRoute() {
  return (
    <MantineScope>
      <Intro page="adminProfile">
        <OwnProfile withForm={false} />
      </Intro>
    </MantineScope>
  );
}

import { ADMIN_LEVEL_TITLES, isAdmin } from '@tmc/shared/roles';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { ADMIN_ACCESS, ADMIN_SECTIONS } from './admin-sections';
import { AreaLayout } from './area-layout';

/** The admin module's layout: its own header 'Администрирование', a side menu of the sections, the page. */
export default function AdminsLayout() {
  const { profile, principal } = useSignInStatus();
  const level = profile && isAdmin(principal) && profile.permission !== 'STANDART' ? ADMIN_LEVEL_TITLES[profile.permission] : null;
  return (
    <AreaLayout
      titleKey="admin.heading"
      menuLabelKey="admin.menuLabel"
      toSiteKey="admin.toSite"
      subtitle={level && profile ? `${level} · ${profile.email}` : null}
      sections={ADMIN_SECTIONS}
      access={ADMIN_ACCESS}
    />
  );
}

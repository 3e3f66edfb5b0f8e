import { Sidebar, SidebarItem } from '@backstage/core-components';
import { createFrontendModule } from '@backstage/frontend-plugin-api';
import {
  NavContentBlueprint,
  type NavContentComponentProps,
  type NavContentNavItem,
} from '@backstage/plugin-app-react';
import { NotificationsSidebarItem } from '@backstage/plugin-notifications';
import { DevUserSwitcher } from '../app/DevUserSwitcher';

function NavItem({ href, icon, title }: NavContentNavItem) {
  return <SidebarItem to={href} icon={() => icon} text={title} />;
}

/**
 * The app's nav as Backstage draws it by default, except that the
 * notifications page's entry is the notifications plugin's own item, with
 * the unread count (its alpha plugin leaves that item to the app), and the
 * legacy dev app's "Act as (dev)" switcher comes last, as there.
 */
function DevNavContent({ navItems }: NavContentComponentProps) {
  navItems.take('page:notifications');
  return (
    <Sidebar>
      {navItems.withComponent(NavItem).rest()}
      <NotificationsSidebarItem />
      <DevUserSwitcher />
    </Sidebar>
  );
}

/** The dev app's nav, as an app module (only the app plugin may set it). */
export const devNav = createFrontendModule({
  pluginId: 'app',
  extensions: [
    NavContentBlueprint.make({ params: { component: DevNavContent } }),
  ],
});

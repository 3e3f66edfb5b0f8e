import { createDevApp } from '@backstage/dev-utils';
import ForumIcon from '@material-ui/icons/Forum';
import { agoraPlugin, AgoraPage } from '../src';
import { devFetchApiFactory } from './app/devIdentity';
import { DevUserSwitcher } from './app/DevUserSwitcher';

// The standalone portal of `npm start`: guest sign-in, Agora at /agora, and
// a switch to act as another demo user.
createDevApp()
  .registerPlugin(agoraPlugin)
  .registerApi(devFetchApiFactory)
  .addPage({
    element: <AgoraPage />,
    title: 'Q&A',
    path: '/agora',
    icon: ForumIcon,
  })
  .addSidebarItem(<DevUserSwitcher />)
  .render();

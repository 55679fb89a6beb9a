import { ChatLauncher } from '../chat/ChatLauncher';
import { NotificationBell } from '../notifications/NotificationBell';
import { AvatarMenu } from './AvatarMenu';

/** The header's end for signed-in users: support chat, notifications (both with live unread counts), the avatar menu. */
export default function SignedInTools() {
  return (
    <>
      <ChatLauncher />
      <NotificationBell />
      <AvatarMenu />
    </>
  );
}

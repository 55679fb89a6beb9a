import { HeaderBar } from './HeaderBar';
import { HomeLink } from './HomeLink';

/** Sign-in and sign-up pages: just the logo back to the home page. */
export function SimpleHeader() {
  return (
    <HeaderBar testId="simple-header">
      <HomeLink />
    </HeaderBar>
  );
}

import { Outlet } from 'react-router';
import { DeferredFooter } from './deferred';
import { LandingTopBar } from '../shell/landing-top-bar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import classes from './layouts.module.css';

/** The buyers' landing layout: top bar, page, footer. */
export function BuyersLayout() {
  return (
    <div className={classes.page}>
      <SkipLink />
      <LandingTopBar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <DeferredFooter />
    </div>
  );
}

import { CallbackSideBlock } from '../../features/callback/components/callback-side-block';
import { InfoPageLayout, type InfoPageLayoutProps } from '../../features/info-pages/components/info-page-layout';

/**
 * An information page with the callback block at its side (specification, section 2): the routes of
 * the information pages use this, so the info-pages feature does not import the callback feature.
 */
export function InfoPage(props: Omit<InfoPageLayoutProps, 'aside'>) {
  return <InfoPageLayout {...props} aside={<CallbackSideBlock />} />;
}

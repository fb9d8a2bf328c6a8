// Every story renders on its own, with the preview's Lingui as Storybook gives it; the forms' states are reached by
// each story's play function (the steps a visitor takes), so those run too.
import { setApiClient } from '@nusa/api-client/client';
import { describeStories, expectPageHeading, setUpStories } from '@nusa/test-kit/stories-test';
import { afterEach, beforeEach, vi } from 'vitest';
import * as AboutStories from './about-page.stories';
import * as DownloadStories from './download-page.stories';
import * as EformStories from './eform-page.stories';
import * as FaqStories from './faq-page.stories';
import * as PartnerStories from './partner-page.stories';
import * as PrivacyStories from './privacy-page.stories';
import * as TermsStories from './terms-page.stories';
import * as TravelfairStories from './travelfair-page.stories';

setUpStories();
// The router restores the scroll position on navigation; jsdom has no scrolling.
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => {}));
afterEach(() => {
  setApiClient(undefined);
  vi.restoreAllMocks();
});

describeStories(
  {
    AboutPage: AboutStories,
    FaqPage: FaqStories,
    TermsPage: TermsStories,
    PrivacyPage: PrivacyStories,
    DownloadPage: DownloadStories,
    TravelfairPage: TravelfairStories,
    PartnerPage: PartnerStories,
    EformPage: EformStories,
  },
  expectPageHeading,
  { play: true },
);

import { describe, expect, it } from 'vitest';
import { primitives, semantic } from '../../components/theme/tokens';
import { appMessages } from '../messages';
import { errorPageTitle } from './messages';
import { ERROR_PAGE_STYLE, HOME_LINK_STYLE, NOTICE_STYLE, RETRY_STYLE } from './notice';

describe('what the page’s own scripts draw before the app runs', () => {
  it('takes the theme’s colours and the body’s font', () => {
    for (const style of [NOTICE_STYLE, HOME_LINK_STYLE, RETRY_STYLE]) expect(style).toContain(semantic.brand);
    expect(ERROR_PAGE_STYLE).toContain(`color:${semantic.text}`);
    expect(primitives.font.family).toContain('Roboto');
    for (const style of [NOTICE_STYLE, ERROR_PAGE_STYLE]) expect(style).toContain('font:16px/1.5 Roboto,Arial,sans-serif');
  });

  it('titles the error page as the app titles its own', () => {
    expect(errorPageTitle).toBe(appMessages.documentTitle(appMessages.errorTitle));
  });
});

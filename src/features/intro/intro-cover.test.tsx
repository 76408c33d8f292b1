import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirstVisitIntro } from './first-visit-intro';
import { INTRO_SHOWN_KEY, liftIntroCoverIfSeen } from './intro-cover';

/** What index.html puts over the page before any script runs. */
function coverThePage() {
  const cover = document.createElement('div');
  cover.id = 'intro-cover';
  document.body.append(cover);
}

const cover = () => document.getElementById('intro-cover');

describe("the HTML's intro cover", () => {
  beforeEach(coverThePage);
  afterEach(() => cover()?.remove());

  it('is lifted by the boot script when the session has seen the intro, and kept otherwise', () => {
    liftIntroCoverIfSeen();
    expect(cover()).not.toBeNull();

    window.sessionStorage.setItem(INTRO_SHOWN_KEY, 'true');
    liftIntroCoverIfSeen();
    expect(cover()).toBeNull();
  });

  it('stays while the intro plays and is lifted when it ends', async () => {
    render(<FirstVisitIntro />);
    const skip = await screen.findByRole('button', { name: 'Skip intro' });
    expect(cover()).not.toBeNull();
    await userEvent.click(skip);
    expect(cover()).toBeNull();
  });

  it('is lifted at once when the intro will not play', () => {
    window.sessionStorage.setItem(INTRO_SHOWN_KEY, 'true');
    render(<FirstVisitIntro />);
    expect(cover()).toBeNull();
  });
});

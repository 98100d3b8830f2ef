import { i18n } from '@terrabridge/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import { FAQ_KEYS, FaqSection } from './faq-section';

function question(name: string): HTMLElement {
  return screen.getByRole('button', { name });
}

/** The answer panels on show. */
function openPanels(): Element[] {
  return [...document.querySelectorAll('[role="region"][id^="faq-"]:not([hidden])')];
}

function panelOf(button: HTMLElement): HTMLElement {
  return document.getElementById(button.getAttribute('aria-controls')!)!;
}

const FIRST = 'How long does a website project take?';
const SECOND = 'How much does a project cost?';

describe('FAQ accordion', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('lists every question as a closed button inside a heading', () => {
    render(<FaqSection />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(FAQ_KEYS.length);
    for (const button of buttons) {
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(button.parentElement!.tagName).toBe('H3');
      expect(panelOf(button).hidden).toBe(true);
    }
  });

  it('opens one answer as a region labelled by its question', () => {
    render(<FaqSection />);
    fireEvent.click(question(FIRST));
    expect(question(FIRST).getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: FIRST });
    expect(region).toBe(panelOf(question(FIRST)));
    expect(region.hidden).toBe(false);
    expect(region.textContent).toMatch(/two to six weeks/);
  });

  it('keeps only one answer open at a time', () => {
    render(<FaqSection />);
    fireEvent.click(question(FIRST));
    fireEvent.click(question(SECOND));
    expect(question(FIRST).getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(question(FIRST)).hidden).toBe(true);
    expect(question(SECOND).getAttribute('aria-expanded')).toBe('true');
    expect(openPanels()).toEqual([panelOf(question(SECOND))]);
  });

  it('closes the open answer when its question is clicked again', () => {
    render(<FaqSection />);
    fireEvent.click(question(SECOND));
    fireEvent.click(question(SECOND));
    expect(question(SECOND).getAttribute('aria-expanded')).toBe('false');
    expect(openPanels()).toHaveLength(0);
  });
});

import { type Locator, type Page, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/checks';
import { clientWithPosts, overflow, postCard } from './support/social';
import { type Language, hydrated, storePreferences } from './support/shell';

/** The calendar's tools as a client reads them: scheduling on a day, marking posted. */
const TEXT = {
  en: {
    tools: 'Social media tools',
    library: 'Library',
    posts: 'Your posts',
    scheduleOn: (day: string) => `Schedule a post on ${day}`,
    scheduleTitle: (day: string) => `Schedule on ${day}`,
    pickPost: 'Post to schedule',
    time: 'Time',
    schedule: 'Schedule',
    past: 'Choose a time in the future',
    // Intl writes a narrow no-break space before AM.
    entry: (words: string) => new RegExp(`^10:30\\sAM ${words} \\(LinkedIn post, Scheduled\\)$`),
    postedEntry: (words: string) => new RegExp(`^10:30\\sAM ${words} \\(LinkedIn post, Posted\\)$`),
    post: 'Post',
    markPosted: 'Mark as posted',
    link: 'Link to the live post',
    linkInvalid: 'Enter a web address starting with http:// or https://, or leave it empty',
    postedDone: 'Post marked as posted',
    posted: 'Posted',
    livePost: 'See the live post on LinkedIn',
    close: 'Close',
    overLimit: 'Too long for Twitter: shorten it to schedule it',
    duplicate: 'Duplicate',
    duplicateTitle: 'Duplicate post',
    copyNetwork: 'Network of the copy',
    sameNetwork: 'Twitter (same network)',
    duplicated: 'Copied as a Twitter draft',
  },
  es: {
    tools: 'Herramientas de redes sociales',
    library: 'Biblioteca',
    posts: 'Tus publicaciones',
    scheduleOn: (day: string) => `Programar una publicación el ${day}`,
    scheduleTitle: (day: string) => `Programar el ${day}`,
    pickPost: 'Publicación a programar',
    time: 'Hora',
    schedule: 'Programar',
    past: 'Elige una fecha y hora en el futuro',
    entry: (words: string) =>
      new RegExp(`^10:30 ${words} \\(publicación de LinkedIn, Programada\\)$`),
    postedEntry: (words: string) =>
      new RegExp(`^10:30 ${words} \\(publicación de LinkedIn, Publicada\\)$`),
    post: 'Publicación',
    markPosted: 'Marcar como publicada',
    link: 'Enlace a la publicación',
    linkInvalid: 'Escribe una dirección web que empiece por http:// o https://, o déjalo vacío',
    postedDone: 'Publicación marcada como publicada',
    posted: 'Publicada',
    livePost: 'Ver la publicación en LinkedIn',
    close: 'Cerrar',
    overLimit: 'Demasiado larga para Twitter: acórtala para programarla',
    duplicate: 'Duplicar',
    duplicateTitle: 'Duplicar publicación',
    copyNetwork: 'Red de la copia',
    sameNetwork: 'Twitter (la misma red)',
    duplicated: 'Copiada como borrador de Twitter',
  },
} as const;

// Days and times are the user's: Montevideo is UTC-3 all year.
const ZONE = 'America/Montevideo';
test.use({ timezoneId: ZONE });

const pad = (value: number) => String(value).padStart(2, '0');

/** Tomorrow on the Montevideo calendar: its key, its long name in `language`, 10:30 then in UTC. */
function tomorrow(language: Language) {
  const now = new Date(Date.now() - 3 * 3_600_000);
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  const key = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
  const long = new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-US', {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(day);
  return { key, long, utc1030: `${key}T13:30:00.000Z` };
}

async function openCalendar(page: Page, language: Language, day: string, theme = 'light') {
  await storePreferences(page, { language, theme: theme as 'light' | 'dark' });
  await page.goto(`/dashboard?tab=social-media&view=calendar&date=${day}`);
  await hydrated(page);
  await expect(page.getByRole('tablist', { name: TEXT[language].tools })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
}

const card = (page: Page, language: Language, text: string): Locator =>
  postCard(page, TEXT[language].posts, text);

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test(`a client schedules a draft on a calendar day with the keyboard and marks it posted (${language})`, async ({
    page,
  }) => {
    test.slow();
    const stamp = Date.now();
    const ready = `Spring menu launch ${stamp}`;
    const long = `Too long for X ${stamp} ${'and more words '.repeat(25)}`;
    const {
      posts: [{ id: readyId }],
    } = await clientWithPosts(page, language, [
      { platform: 'linkedin', content: ready },
      { platform: 'twitter', content: long },
    ]);
    const day = tomorrow(language);
    await openCalendar(page, language, day.key);

    // The day is reached and opened with the keyboard alone.
    const dayButton = page.getByRole('button', { name: text.scheduleOn(day.long) });
    await dayButton.focus();
    await expect(dayButton).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: text.scheduleTitle(day.long) });
    const choices = dialog.getByRole('group', { name: text.pickPost });
    // The post too long for its network is not offered.
    await expect(choices.getByRole('radio')).toHaveCount(1);
    await expect(choices.getByRole('radio', { name: new RegExp(ready) })).toBeChecked();
    await expectNoAxeViolations(page);
    const time = dialog.getByLabel(text.time);
    await time.fill('10:30');
    await dialog.getByRole('button', { name: text.schedule, exact: true }).click();
    await expect(dialog).toBeHidden();

    // On the day it shows its network and first words; stored at 10:30 Montevideo, in UTC.
    const entry = page.getByRole('button', { name: text.entry(ready) });
    await expect(entry).toBeVisible();
    const stored = await page.request.get(`/api/social-media/${readyId}`);
    expect(await stored.json()).toMatchObject({ status: 'scheduled', scheduledDate: day.utc1030 });

    // Opened from the calendar, it is marked posted with its link, checked first.
    await entry.click();
    const window = page.getByRole('dialog', { name: text.post });
    await window.getByRole('button', { name: text.markPosted }).click();
    const posting = page.getByRole('dialog', { name: text.markPosted });
    const link = posting.getByRole('textbox', { name: new RegExp(text.link) });
    await expect(link).toBeFocused();
    await link.fill('linkedin.com/feed/1');
    await posting.getByRole('button', { name: text.markPosted }).click();
    await expect(link).toHaveAccessibleDescription(
      new RegExp(text.linkInvalid.replace(/[/.]/g, '\\$&')),
    );
    await expectNoAxeViolations(page);
    const live = 'https://www.linkedin.com/feed/update/urn:li:activity:7000';
    await link.fill(live);
    await posting.getByRole('button', { name: text.markPosted }).click();
    await expect(posting).toBeHidden();
    await expect(page.getByText(text.postedDone)).toBeVisible();
    await expect(window.getByText(text.posted, { exact: true })).toBeVisible();
    await expect(window.getByRole('link', { name: new RegExp(text.livePost) })).toHaveAttribute(
      'href',
      live,
    );
    await expect(window.getByRole('button', { name: text.markPosted })).toHaveCount(0);
    await window.getByRole('button', { name: text.close }).first().click();
    await expect(page.getByRole('button', { name: text.postedEntry(ready) })).toBeVisible();
    await expectNoAxeViolations(page);

    // In the library: no Schedule for the post over its limit; a copy for its own network.
    await page.getByRole('tab', { name: text.library }).click();
    const tooLong = card(page, language, `Too long for X ${stamp}`);
    await expect(tooLong.getByText(text.overLimit)).toBeVisible();
    await expect(tooLong.getByRole('button', { name: text.schedule, exact: true })).toHaveCount(0);
    await expect(card(page, language, ready).getByText(text.posted, { exact: true })).toBeVisible();
    await tooLong.getByRole('button', { name: text.duplicate, exact: true }).click();
    const duplicating = page.getByRole('dialog', { name: text.duplicateTitle });
    const network = duplicating.getByLabel(text.copyNetwork);
    await expect(network).toHaveValue('twitter');
    await expect(network.locator('option:checked')).toHaveText(text.sameNetwork);
    await duplicating.getByRole('button', { name: text.duplicate, exact: true }).click();
    await expect(page.getByText(text.duplicated)).toBeVisible();
  });
}

for (const theme of ['light', 'dark'] as const) {
  const language: Language = theme === 'light' ? 'en' : 'es';
  const text = TEXT[language];
  test(`on a 390 px phone the calendar schedules on a day and has no axe violations (${theme})`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    const stamp = Date.now();
    const words = `Weekend brunch ${stamp}`;
    await clientWithPosts(page, language, [{ platform: 'linkedin', content: words }]);
    const day = tomorrow(language);
    await openCalendar(page, language, day.key, theme);
    expect(await overflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: text.scheduleOn(day.long) }).click();
    const dialog = page.getByRole('dialog', { name: text.scheduleTitle(day.long) });
    await expect(dialog.getByRole('radio', { name: new RegExp(words) })).toBeChecked();
    expect(await overflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `../test-results/portal-social-calendar-day-390-${theme}.png` });
    await dialog.getByLabel(text.time).fill('10:30');
    await dialog.getByRole('button', { name: text.schedule, exact: true }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: text.entry(words) }).click();
    await page
      .getByRole('dialog', { name: text.post })
      .getByRole('button', { name: text.markPosted })
      .click();
    const posting = page.getByRole('dialog', { name: text.markPosted });
    await expect(posting.getByRole('textbox', { name: new RegExp(text.link) })).toBeFocused();
    expect(await overflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    await posting.getByRole('button', { name: text.markPosted }).click();
    await expect(posting).toBeHidden();
    await page
      .getByRole('dialog', { name: text.post })
      .getByRole('button', { name: text.close })
      .first()
      .click();
    await expect(page.getByRole('button', { name: text.postedEntry(words) })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

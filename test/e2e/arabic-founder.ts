import { expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { STARTUP_LOCATION_COUNTRIES } from '../../src/shared/country-names';
import { BrowserApi, coFounderForm, pdfDeck } from './helpers';

/**
 * An Arabic-speaking founding team, written in Arabic as such a team would: in an Arabic page every
 * Latin word left on screen is then the product's own text leaking through, not what the user typed.
 * Emails, links and file names stay Latin, and the screens show them `dir="ltr"`.
 */
export const ARABIC_FOUNDER = {
  firstName: 'نور',
  lastName: 'الخليل',
  password: 'correct horse battery',
  startupName: 'ساحل للرعاية الصحية',
};

/** Registers the founder with Arabic chosen first (the `fd_locale` cookie the switch on the register page sets). */
export async function registerArabicFounder(page: Page, baseURL: string): Promise<BrowserApi> {
  await page.context().addCookies([{ name: 'fd_locale', value: 'ar', url: baseURL }]);
  const api = new BrowserApi(page);
  await api.post('/api/auth/register', {
    json: {
      first_name: ARABIC_FOUNDER.firstName,
      last_name: ARABIC_FOUNDER.lastName,
      email: `nour-${randomUUID()}@example.com`,
      password: ARABIC_FOUNDER.password,
      startup_name: ARABIC_FOUNDER.startupName,
    },
  });
  return api;
}

/** Every section filled in Arabic, with the long content a phone must survive: three founders, every location, big amounts. */
export async function fillInArabic(api: BrowserApi) {
  await api.post('/profile/update-contact-details', {
    json: {
      emails: [{ value: 'nour.alkhalil.founder.and.chief.executive@sahel-health-care.example' }],
      phones: [{ number: '791234567', code: '+962', country: 'JO' }],
      whatsapps: [{ number: '501234567', code: '+966', country: 'SA' }],
      linkedin: 'https://www.linkedin.com/in/nour-alkhalil-founder-sahel-health-care-amman-jordan',
      website: 'https://sahel-health-care.example',
    },
  });
  await api.post('/profile/update-personal-details', {
    json: {
      biography: '<p>طبيبة تحوّلت إلى <strong>ريادة الأعمال</strong> بعد عشر سنوات في المستشفيات الحكومية.</p>',
      birth_date: '1990-04-12',
      gender: 'female',
      nationality: 'JO',
      country_of_residence: 'AE',
    },
  });
  await api.post('/dashboard/program-preferences', {
    json: {
      program_type: 'acceleration',
      program_duration: '6_months',
      program_location: 'hybrid',
      program_start_date: '2030-01-15',
      startup_locations: [...STARTUP_LOCATION_COUNTRIES],
    },
  });
  await api.post('/startup/update-details', {
    json: {
      name: ARABIC_FOUNDER.startupName,
      business_stage: 'mvp',
      sector: 'healthtech',
      company_size: '2_5',
      financial_performance: 'under_10k',
      incorporation_type: 'llc',
      incorporation_date: '2023-03-05',
      country_of_incorporation: 'JO',
      headquarters: 'عمّان، الأردن',
    },
  });
  await api.post('/dashboard/startup-brief', {
    json: {
      one_liner: 'عيادات متنقلة تصل إلى القرى البعيدة في الأردن وتُحجز برسالة نصية',
      description: '<p>عيادات متنقلة تُحجز برسالة نصية قصيرة.</p>',
      vision: '<p>رعاية صحية على بُعد ساعة من كل بيت.</p>',
      mission: '<p>كل قرية، كل أسبوع.</p>',
      problem: '<p>المسافة إلى أقرب مستشفى.</p>',
      solution: '<p>شاحنات مجهزة بعيادات.</p>',
      unique_value: '<p>ثقة الأهالي بأطباء من المنطقة.</p>',
      highlights: '<ul><li>ثلاث عيادات تعمل اليوم</li></ul>',
    },
  });
  await api.post('/dashboard/fundraising', {
    json: {
      required_amount: '999999999999',
      currency: 'USD',
      current_stage: 'seed',
      min_ticket_size: '100000000',
      max_ticket_size: '999999999999',
      use_of_funds: '<p>شاحنتان إضافيتان.</p>',
    },
  });
  await api.post('/dashboard/video', { json: { video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } });
  for (const [first_name, last_name, title] of [
    ['عمر', 'الحداد', 'المدير التقني'],
    ['عبد الرحمن بن عبد العزيز', 'آل عبد الله الهاشمي', 'مدير العمليات والشراكات الاستراتيجية في الخليج'],
    ['ليلى', 'منصور', 'مديرة المنتج'],
  ]) {
    await api.post('/dashboard/founders', {
      multipart: coFounderForm({
        first_name,
        last_name,
        title,
        brief: '<p>تبني المنتج.</p>',
        linkedin_url: 'https://www.linkedin.com/in/founder',
      }),
    });
  }
  await api.post('/api/pitch-deck', {
    multipart: {
      deck_file: pdfDeck('sahel-health-care-seed-round-investor-presentation-final-version-2026.pdf'),
      file_name: 'العرض التقديمي لجولة البذرة',
    },
  });
}

// Latin text the product may show in Arabic: the brand, file formats, currency and country codes, units, key names.
const ALLOWED_LATIN = /^(?:Founder Dashboard|PDF|PPTX?|JPEG|WebP|USD|[A-Z]{2,3}|MB|KB|GB|Ctrl|https?:\/\/\S+|\S+@\S+)$/;

/**
 * Visible Latin words outside `dir="ltr"` values (emails, links, numbers, codes): each one is English the
 * Arabic page forgot to translate. Looks at text nodes and at the labels a screen reader speaks.
 */
export async function expectNoLatinText(page: Page, screen: string) {
  const leaks = await page.evaluate((allowed) => {
    const allow = new RegExp(allowed);
    const latinWords = (text: string) => (text.match(/[A-Za-z][A-Za-z'’.-]*[A-Za-z]/g) ?? []).filter((word) => !allow.test(word));
    const found: string[] = [];
    // Values shown left to right (emails, links, numbers), what the user typed, and text marked English on purpose (the language switch).
    const isExempt = (element: Element) =>
      element.closest('[dir="ltr"], [lang="en"], .ProseMirror, iframe, script, style, noscript, [aria-hidden="true"]') !== null;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || isExempt(element) || !element.checkVisibility({ visibilityProperty: true })) continue;
      const text = node.textContent?.trim() ?? '';
      if (allow.test(text)) continue;
      const words = latinWords(text);
      if (words.length > 0) found.push(`"${text.slice(0, 80)}" in <${element.tagName.toLowerCase()}>`);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (isExempt(element) || !(element as HTMLElement).checkVisibility?.({ visibilityProperty: true })) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value && !allow.test(value) && latinWords(value).length > 0)
          found.push(`${attribute}="${value.slice(0, 80)}" on <${element.tagName.toLowerCase()}>`);
      }
    }
    return [...new Set(found)];
  }, ALLOWED_LATIN.source);
  expect.soft(leaks, `${screen}: English left on an Arabic screen`).toEqual([]);
}

/** The whole page in right-to-left Arabic. */
export async function expectArabicPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
}

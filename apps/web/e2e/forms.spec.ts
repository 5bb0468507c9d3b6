import { expect, type Page, test } from '@playwright/test';
import { accounts, box, login, screenshot } from './helpers';

const INVALID = 'Please fill up all the required fields before submission';

const combo = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

async function choose(page: Page, name: string, option: string) {
  await combo(page, name).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function upload(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

/** A small valid PDF. */
const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
});

async function openGallery(page: Page) {
  await login(page, accounts.contractor);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto('/dev/forms');
  await expect(page.getByRole('heading', { name: 'Form engine gallery' })).toBeVisible();
}

test('the gallery form checks each step, uploads and deletes a file, and saves', async ({ page }) => {
  await openGallery(page);
  const form = page.getByRole('form', { name: 'Form engine gallery' });

  // Step 1: nothing filled in, then bad values, then good ones.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByRole('alert')).toHaveText(INVALID);
  await expect(form.getByText('Required', { exact: true })).toHaveCount(4);
  await box(page, 'Worker name').fill('Ramesh $');
  await box(page, 'Age').fill('16');
  await box(page, 'Mobile number').fill('12345');
  await box(page, 'Date of joining').fill('31022026');
  await box(page, 'In time').fill('1330');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    form.getByText("Use alphabets, numbers, special chars (_ - . , ' /) and spaces only."),
  ).toBeVisible();
  await expect(form.getByText('Worker must be at least 18')).toBeVisible();
  await expect(form.getByText('Enter a valid mobile number')).toBeVisible();
  await expect(form.getByText('Invalid Date')).toBeVisible();
  await expect(form.getByText('Hour must be from 1 to 12')).toBeVisible();
  await expect(box(page, 'Date of joining')).toHaveValue('31/02/2026');
  await screenshot(page, 'gallery-step1-errors');

  await box(page, 'Worker name').fill('Ramesh Naik');
  await box(page, 'Age').fill('32');
  await box(page, 'Mobile number').fill('9845012345');
  await box(page, 'Date of joining').fill('01042025');
  await box(page, 'In time').fill('0930');
  await box(page, 'Out time').fill('0615');
  await box(page, 'Reported at: date').fill('02042025');
  await box(page, 'Reported at: time').fill('1000');
  await expect(
    page.getByRole('radiogroup', { name: 'AM or PM: Out time' }).getByRole('radio', { name: 'PM' }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: the required choices, a dependent field, a copied field and a suggestion.
  await expect(combo(page, 'Skill category')).toBeVisible();
  await expect(box(page, 'UAN')).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByRole('alert')).toHaveText(INVALID);
  await expect(form.getByText('Required', { exact: true })).toHaveCount(3);
  await choose(page, 'Skill category', 'Skilled');
  await choose(page, 'State', 'Karnataka');
  await combo(page, 'Home state (search)').fill('karn');
  await page.getByRole('option', { name: 'Karnataka', exact: true }).click();
  await combo(page, 'Trade').fill('Welder');
  await page.getByRole('button', { name: 'Add to Shifts' }).click();
  await choose(page, 'Shifts 1', 'Night');
  await choose(page, 'Region', 'Kerala');
  await combo(page, 'Languages').click();
  await page.getByRole('option', { name: 'Hindi', exact: true }).click();
  await page.getByRole('option', { name: 'Tamil', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Posting', exact: true }).click();
  await page.getByRole('option', { name: 'Expand States' }).click();
  await page.getByRole('option', { name: 'Goa', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Posting', exact: true })).toHaveValue('Goa');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByRole('checkbox', { name: 'Has a UAN' }).check();
  await box(page, 'UAN').fill('1234');
  await box(page, 'Present address').fill('12 MG Road, Mysuru');
  await page.getByRole('checkbox', { name: 'Permanent address same as present' }).check();
  await expect(box(page, 'Permanent address')).toHaveValue('12 MG Road, Mysuru');
  await page.getByRole('checkbox', { name: 'Not applicable: Labour Identification Number (LIN)' }).check();
  await expect(page.getByText('Suggested value as per project records. Click to apply.')).toBeVisible();
  await page.getByRole('button', { name: /^Apply the suggested value Karnataka/ }).click();
  await expect(box(page, 'State of work')).toHaveValue('Karnataka');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText('UAN has 12 digits')).toBeVisible();
  await box(page, 'UAN').fill('100234567890');
  await screenshot(page, 'gallery-step2');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: tables per cell, a live calculation and the progress, then the files.
  await expect(page.getByRole('table', { name: 'Rates by skill' }).getByRole('row')).toHaveCount(5);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert')).toHaveText(INVALID);
  await page.getByRole('button', { name: 'Add a row to Minimum wages' }).click();
  await choose(page, 'Skill, row 1', 'Skilled');
  await box(page, 'Basic per day, row 1').fill('650');
  await box(page, 'DA per day, row 1').fill('120.5');
  await expect(box(page, 'Total per day, row 1')).toHaveValue('770.5');
  await page.getByRole('button', { name: 'Add a row to Nominees' }).click();
  await box(page, 'Name, row 1').fill('Sunita Naik');
  await page.getByRole('button', { name: 'Row 1: more details' }).click();
  await box(page, 'Relation, row 1').fill('Wife');
  for (let row = 1; row <= 4; row++) await box(page, `Overtime per hour, row ${row}`).fill(String(150 + row));
  await box(page, 'Days worked').fill('26');
  await box(page, 'Rate per day').fill('650');
  await expect(box(page, 'Gross wages (₹)')).toHaveValue('16,900');
  await box(page, 'Registers remaining').fill('3');
  await box(page, 'Registers in all').fill('10');
  await expect(page.getByText('3 of 10 registers remaining')).toBeVisible();

  await upload(page, 'Upload file: ID proof', pdf('aadhaar-card-of-ramesh-naik.pdf'));
  const uploaded = page.getByRole('link', { name: '…d-of-ramesh-naik.pdf' });
  await expect(uploaded).toBeVisible();
  await page.getByRole('button', { name: 'Delete aadhaar-card-of-ramesh-naik.pdf' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete file' });
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(uploaded).toBeVisible();
  await page.getByRole('button', { name: 'Delete aadhaar-card-of-ramesh-naik.pdf' }).click();
  await page.getByRole('dialog', { name: 'Delete file' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('File deleted')).toBeVisible();
  await expect(uploaded).toBeHidden();
  await upload(page, 'Upload file: ID proof', pdf('aadhaar.pdf'));
  await expect(page.getByRole('link', { name: 'aadhaar.pdf' })).toBeVisible();
  await screenshot(page, 'gallery-step3');

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully added the new entry!')).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);
});

test('a file over 5 MB is refused in the browser and never sent', async ({ page }) => {
  await openGallery(page);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/files') && request.method() === 'POST') uploads.push(request.url());
  });
  await box(page, 'Worker name').fill('Ramesh Naik');
  await box(page, 'Age').fill('32');
  await box(page, 'Mobile number').fill('9845012345');
  await box(page, 'Date of joining').fill('01042025');
  await page.getByRole('button', { name: 'Next' }).click();
  await choose(page, 'Skill category', 'Skilled');
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Not applicable: Labour Identification Number (LIN)' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await upload(page, 'Upload file: ID proof', {
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x25),
  });
  await expect(page.getByText('Exceeding File Size')).toBeVisible();
  await expect(
    page.getByText('File exceeding its size. please upload the file less than 5MB.'),
  ).toBeVisible();
  await expect(page.getByText('File can not be greater than 5mb', { exact: true })).toBeVisible();
  await screenshot(page, 'gallery-file-too-large');
  expect(uploads).toEqual([]);
  await expect(page.getByRole('button', { name: 'Upload file: ID proof' })).toBeVisible();
});

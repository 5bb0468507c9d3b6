import { displayDate, esc, printablePage } from '../../lib/printable.js';

/**
 * The verification forms due for every worker: each is printed from /gen-forms/establishment-employees/{id}/
 * {urlPart} with the worker's particulars filled in, signed, and uploaded back. The spec names no forms; these
 * are the two every construction employer keeps (docs/decisions.md). Migration 0014 adds a row per form for
 * every worker recorded, due `dueDays` after the date of joining: its codes and days must be these (tested).
 */
export interface VerificationForm {
  code: string;
  title: string;
  description: string;
  urlPart: string;
  dueDays: number;
}

export const VERIFICATION_FORMS: readonly VerificationForm[] = [
  {
    code: 'self-declaration',
    title: "Worker's self-declaration",
    description:
      'The worker declares identity, age, address and previous employment; signed or thumb-impressed by the worker.',
    urlPart: 'self-declaration',
    dueDays: 7,
  },
  {
    code: 'police-verification',
    title: 'Police verification of antecedents',
    description:
      "The worker's particulars for the local police station's verification of antecedents, countersigned by the employer.",
    urlPart: 'police-verification',
    dueDays: 30,
  },
];

export function verificationForm(codeOrUrlPart: string): VerificationForm | undefined {
  return VERIFICATION_FORMS.find((f) => f.code === codeOrUrlPart || f.urlPart === codeOrUrlPart);
}

export interface VerificationSubject {
  code: string;
  name: string;
  surname: string | null;
  dob: string;
  doj: string;
  designation: string;
  aadhaar: string | null;
  body: Record<string, unknown>;
  establishmentName: string;
  employer: string;
}

const value = (body: Record<string, unknown>, key: string) => {
  const v = body[key];
  return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
};

const row = (label: string, text: string) => `<tr><td>${esc(label)}</td><td>${esc(text)}</td></tr>`;

/** The form for one worker, its particulars filled in from the register (all text escaped). */
export function renderVerificationForm(form: VerificationForm, w: VerificationSubject): string {
  const particulars = [
    row('Name of the establishment', w.establishmentName),
    row('Name of the employer', w.employer),
    row('Employee code', w.code),
    row('Name and surname', [w.name, w.surname].filter(Boolean).join(' ')),
    row("Father's / spouse's name", value(w.body, 'fatherOrSpouseName')),
    row('Date of birth', displayDate(w.dob)),
    row('Gender', value(w.body, 'gender')),
    row('Nationality', value(w.body, 'nationality')),
    row('Aadhaar', w.aadhaar ?? ''),
    row('Mobile', value(w.body, 'mobile')),
    row('Present address', value(w.body, 'presentAddress')),
    row('Permanent address', value(w.body, 'permanentAddress')),
    row('Designation', w.designation),
    row('Date of joining', displayDate(w.doj)),
    row('Identification mark', value(w.body, 'identificationMark')),
  ];
  const declaration =
    form.code === 'police-verification'
      ? `<h2>For the police station</h2><table class="form">${row('Name of the police station', '')}${row('Previous addresses in the last five years', '')}${row('Criminal record, if any', '')}${row('Remarks of the verifying officer', '')}</table>
<div class="sign"><span>Signature of the worker</span><span>Signature of the employer</span><span>Signature and seal of the verifying officer</span></div>`
      : `<h2>Declaration</h2><p>I declare that the particulars above are true, that I am not younger than fourteen years of age, and that my previous employer was: ____________________________________________.</p>
<div class="sign"><span>Place and date: __________________</span><span>Signature / thumb impression of the worker</span></div>`;
  const body = `<p class="hint">Print this form (Ctrl+P), fill in the blanks, have it signed and upload the signed copy in Anupalan.</p>
<h1>${esc(form.title)}</h1><p class="rule">${esc(form.description)}</p>
<table class="form">${particulars.join('')}</table>${declaration}`;
  return printablePage({ title: form.title, landscape: false, body });
}

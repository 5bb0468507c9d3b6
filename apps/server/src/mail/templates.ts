/** Mail texts. Every value placed in HTML is escaped. */
const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function layout(title: string, paragraphs: string[], link?: { href: string; label: string }) {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.href}`] : []), '', '— Anupalan'].join(
    '\n\n',
  );
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933">
<h2>${escapeHtml(title)}</h2>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p><p style="font-size:12px">${escapeHtml(link.href)}</p>` : ''}
<p>— Anupalan</p></body></html>`;
  return { text, html };
}

export function passwordResetMail(name: string, link: string, hours: number) {
  return {
    subject: 'Anupalan: set your password',
    ...layout(
      'Set your password',
      [
        `Dear ${name},`,
        'We received a request to set a new password for your Anupalan account.',
        `The link below works once and expires in ${hours} hours. If you did not ask for this, you can ignore this mail.`,
      ],
      { href: link, label: 'Set password' },
    ),
  };
}

export function invitationMail(name: string, agencyName: string, link: string, hours: number) {
  return {
    subject: 'Anupalan: your account is ready',
    ...layout(
      'Welcome to Anupalan',
      [
        `Dear ${name},`,
        `An Anupalan account has been created for you with ${agencyName}.`,
        `Set your password with the link below; it works once and expires in ${hours} hours.`,
      ],
      { href: link, label: 'Set password' },
    ),
  };
}

export function contactUsMail(values: {
  name: string;
  orgName: string;
  mobileNo: string;
  email: string;
  desc: string;
}) {
  return {
    subject: `Anupalan contact request from ${values.name} (${values.orgName})`,
    ...layout('New contact request', [
      `Name: ${values.name}`,
      `Organisation: ${values.orgName}`,
      `Mobile: ${values.mobileNo}`,
      `E-mail: ${values.email}`,
      `Message: ${values.desc || '(none)'}`,
    ]),
  };
}

export function temporaryPasswordMail(name: string, email: string, password: string, loginUrl: string) {
  return {
    subject: 'Anupalan: your new sign-in details',
    ...layout(
      'Your sign-in details have changed',
      [
        `Dear ${name},`,
        `Your Anupalan account now uses this e-mail address: ${email}.`,
        `Your temporary password is: ${password}`,
        'You will be asked to choose a new password when you sign in.',
      ],
      { href: loginUrl, label: 'Sign in' },
    ),
  };
}

export function addedToSubprojectMail(name: string, subprojectName: string, link: string) {
  return {
    subject: `Anupalan: you have been added to ${subprojectName}`,
    ...layout(
      'Added to a subproject',
      [`Dear ${name},`, `Your agency has been added to the subproject ${subprojectName} on Anupalan.`],
      { href: link, label: 'Open the subproject' },
    ),
  };
}

export function complianceReportMail(name: string, projectName: string) {
  return {
    subject: `Anupalan: compliance report of ${projectName}`,
    ...layout('Compliance report', [
      `Dear ${name},`,
      `The compliance report of ${projectName} is attached, as of the time this mail was sent.`,
    ]),
  };
}

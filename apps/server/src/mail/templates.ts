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

/** Where an invited contractor or consultant works: who invited it to which project and subproject. */
export interface SubprojectInvite {
  /** The inviting Government agency (the department). */
  department: string;
  projectName: string;
  subprojectName: string;
  agencyName: string;
  kind: 'contractor' | 'consultant';
  /** The subproject's sign-up page. */
  signupLink: string;
}

const invitedLine = (i: SubprojectInvite) =>
  `${i.department} has invited ${i.agencyName} as a ${i.kind} to the subproject ${i.subprojectName} of the project ${i.projectName}.`;

/** An existing user of an invited agency: the invitation names the department, project and subproject. */
export function addedToSubprojectMail(name: string, invite: SubprojectInvite) {
  return {
    subject: `Anupalan: you have been added to ${invite.subprojectName}`,
    ...layout(
      'Invitation to a subproject',
      [
        `Dear ${name},`,
        invitedLine(invite),
        'Please sign up for the subproject: confirm your agency details with the link below.',
      ],
      { href: invite.signupLink, label: 'Sign up for the subproject' },
    ),
  };
}

/** A new user of an invited agency: set a password first, then sign up for the subproject. */
export function subprojectInvitationMail(
  name: string,
  invite: SubprojectInvite,
  link: string,
  hours: number,
) {
  return {
    subject: `Anupalan: invitation to ${invite.subprojectName}`,
    ...layout(
      'Invitation to a subproject',
      [
        `Dear ${name},`,
        invitedLine(invite),
        `An Anupalan account has been created for you. Set your password with the link below; it works once and expires in ${hours} hours.`,
        `After signing in you are taken to the subproject's sign-up, where you confirm your agency details: ${invite.signupLink}`,
      ],
      { href: link, label: 'Set password' },
    ),
  };
}

/**
 * A subcontractor's user, once the contractor gives login access to an establishment: with a set-password
 * link for a user who has no password yet, else with the sign-in page.
 */
export function loginAccessMail(
  name: string,
  access: { agencyName: string; establishmentName: string },
  link: { setPassword: string; hours: number } | { signIn: string },
) {
  return {
    subject: `Anupalan: login access to ${access.establishmentName}`,
    ...layout(
      'Login access granted',
      [
        `Dear ${name},`,
        `${access.agencyName} has been given login access to the establishment ${access.establishmentName} on Anupalan.`,
        'setPassword' in link
          ? `Set your password with the link below; it works once and expires in ${link.hours} hours.`
          : 'Sign in with your e-mail address and password.',
      ],
      'setPassword' in link
        ? { href: link.setPassword, label: 'Set password' }
        : { href: link.signIn, label: 'Sign in' },
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

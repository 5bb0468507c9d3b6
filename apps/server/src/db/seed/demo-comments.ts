import { COMMENT_STATE, type CommentCategory, commentPageOf } from '@anupalan/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import {
  consultantCommentReplies,
  consultantComments,
  establishmentRequirements,
  establishments,
  subprojects,
  userAgencies,
  users,
} from '../schema/index.js';

const at = (instant: string) => new Date(instant);

interface DemoReply {
  by: string;
  on: string;
  text: string;
}
interface DemoComment {
  establishment: string;
  /** The page below /establishments/{id}/; `requirement:<code>` is that requirement's page. */
  page: string;
  by: string;
  on: string;
  text: string;
  replies?: DemoReply[];
  resolved?: { by: string; on: string };
  reopened?: boolean;
}

/**
 * Site remarks by the demo consultant (Anil Deshpande, Sai Infra Consultants) and the PWD's engineers (Rajesh
 * Kumar, Priya Sharma) on the Ring Road establishments, with the contractors' and the subcontractor's replies.
 * Some are resolved, one was reopened; every text is different and within the comment rule.
 */
const DEMO_COMMENTS: DemoComment[] = [
  {
    establishment: 'Hinkal labour camp',
    page: 'requirement:form-vii-commencement',
    by: 'consultant@demo.anupalan.in',
    on: '2026-11-12T10:20:00+05:30',
    text: 'Form VII intimation to the Assistant Labour Commissioner is not on record. Please upload the acknowledged copy.',
    replies: [
      {
        by: 'contractor@demo.anupalan.in',
        on: '2026-11-13T09:05:00+05:30',
        text: 'Acknowledgement is with our Mysuru office; we will scan and upload it by Friday.',
      },
    ],
  },
  {
    establishment: 'Hinkal labour camp',
    page: 'details',
    by: 'govt@demo.anupalan.in',
    on: '2026-11-05T16:45:00+05:30',
    text: 'Maximum workers shown as 60 but the licence covers 80. Confirm which figure the site actually follows.',
    replies: [
      {
        by: 'contractor@demo.anupalan.in',
        on: '2026-11-06T11:30:00+05:30',
        text: 'Peak strength during the drain work is 60; the licence was taken with a margin for the monsoon shift.',
      },
      {
        by: 'govt@demo.anupalan.in',
        on: '2026-11-06T15:10:00+05:30',
        text: 'Understood. Keep the muster rolls ready for the inspection on 20 November.',
      },
    ],
    resolved: { by: 'contractor@demo.anupalan.in', on: '2026-11-07T10:00:00+05:30' },
  },
  {
    establishment: 'Hinkal labour camp',
    page: 'subcontractors',
    by: 'consultant@demo.anupalan.in',
    on: '2026-11-18T12:15:00+05:30',
    text: "Manjunath Electricals' workers are not yet shown in the camp's employee register; add them before the next wage period.",
    replies: [
      {
        by: 'subcontractor@demo.anupalan.in',
        on: '2026-11-19T08:40:00+05:30',
        text: 'Four electricians and two helpers joined on 14 November. Their Aadhaar copies are ready.',
      },
    ],
  },
  {
    establishment: 'Hinkal labour camp',
    page: 'requirement:welfare-facilities',
    by: 'govt2@demo.anupalan.in',
    on: '2026-10-28T14:00:00+05:30',
    text: 'First-aid box at the camp gate had expired ointments during my visit. Replace them and attach a dated photo.',
    replies: [
      {
        by: 'contractor@demo.anupalan.in',
        on: '2026-10-29T17:25:00+05:30',
        text: 'Replaced on 29 October; the photo with the date board is attached to the welfare requirement.',
      },
    ],
    resolved: { by: 'consultant@demo.anupalan.in', on: '2026-10-31T10:45:00+05:30' },
  },
  {
    establishment: 'Bogadi batching plant',
    page: 'requirement:ec-insurance',
    by: 'consultant@demo.anupalan.in',
    on: '2026-11-20T11:00:00+05:30',
    text: "Employees' Compensation policy lists 25 persons while the plant employs 35. Please get the cover enhanced.",
  },
  {
    establishment: 'Bogadi batching plant',
    page: 'details',
    by: 'govt@demo.anupalan.in',
    on: '2026-11-02T09:30:00+05:30',
    text: 'Shift timing of 07:00 to 16:00 differs from the work order. Record the approval from the Executive Engineer.',
    replies: [
      {
        by: 'contractor2@demo.anupalan.in',
        on: '2026-11-03T12:10:00+05:30',
        text: 'The early shift avoids pouring in the afternoon heat; the approval letter dated 18 May is uploaded.',
      },
    ],
    resolved: { by: 'contractor2@demo.anupalan.in', on: '2026-11-04T09:15:00+05:30' },
  },
  {
    establishment: 'Vijayanagar site office',
    page: 'requirement:bocw-registration',
    by: 'consultant@demo.anupalan.in',
    on: '2026-11-10T15:35:00+05:30',
    text: 'BOCW registration certificate is pending although work began on 20 June. The 60-day window has passed.',
    replies: [
      {
        by: 'contractor2@demo.anupalan.in',
        on: '2026-11-11T10:50:00+05:30',
        text: 'Application was filed on 8 August; we are following up with the Mysuru office for the certificate.',
      },
      {
        by: 'consultant@demo.anupalan.in',
        on: '2026-11-11T13:20:00+05:30',
        text: 'Please upload the filed application with its receipt number meanwhile.',
      },
    ],
    // Resolved on the promise of the receipt, then reopened by the consultant when it did not come.
    reopened: true,
  },
  {
    establishment: 'Vijayanagar site office',
    page: 'details',
    by: 'govt2@demo.anupalan.in',
    on: '2026-11-21T16:05:00+05:30',
    text: 'Weekly holiday is Monday here but Sunday at the other Package 2 sites; confirm the notice displayed at the gate.',
  },
];

async function userId(tx: Tx, email: string) {
  const [row] = await tx
    .select({ id: users.id, agencyId: userAgencies.agencyId })
    .from(users)
    .innerJoin(userAgencies, eq(userAgencies.userId, users.id))
    .where(eq(users.emailAddress, email))
    .limit(1);
  if (!row) throw new Error(`demo comments: no user ${email}`);
  return row;
}

async function pageUrl(tx: Tx, establishmentName: string, page: string) {
  const [e] = await tx
    .select({
      id: establishments.id,
      subprojectId: establishments.subprojectId,
      projectId: subprojects.projectId,
    })
    .from(establishments)
    .innerJoin(subprojects, eq(subprojects.id, establishments.subprojectId))
    .where(sql`${establishments.body} ->> 'name' = ${establishmentName}`);
  if (!e) throw new Error(`demo comments: no establishment ${establishmentName}`);
  let segment = page;
  if (page.startsWith('requirement:')) {
    const [r] = await tx
      .select({ id: establishmentRequirements.id })
      .from(establishmentRequirements)
      .where(
        and(
          eq(establishmentRequirements.establishmentId, e.id),
          eq(establishmentRequirements.requirementCode, page.slice('requirement:'.length)),
        ),
      );
    if (!r) throw new Error(`demo comments: no requirement ${page}`);
    segment = `requirements/${r.id}`;
  }
  const url = `/projects/${e.projectId}/subprojects/${e.subprojectId}/establishments/${e.id}/${segment}`;
  const category: CommentCategory | undefined = commentPageOf(url)?.category;
  if (!category) throw new Error(`demo comments: ${url} has no comment category`);
  return { establishmentId: e.id, url, category };
}

/** Seeds the demo comments and replies (after the demo projects). */
export async function seedDemoComments(tx: Tx) {
  for (const c of DEMO_COMMENTS) {
    const author = await userId(tx, c.by);
    const page = await pageUrl(tx, c.establishment, c.page);
    const resolver = c.resolved ? await userId(tx, c.resolved.by) : undefined;
    const [row] = await tx
      .insert(consultantComments)
      .values({
        ...page,
        comment: c.text,
        createdBy: author.id,
        agencyId: author.agencyId,
        createdOn: at(c.on),
        state: c.reopened
          ? COMMENT_STATE.reopened
          : resolver
            ? COMMENT_STATE.resolved
            : COMMENT_STATE.unresolved,
        resolvedBy: resolver?.id ?? null,
        resolvedByAgencyId: resolver?.agencyId ?? null,
        resolvedOn: c.resolved ? at(c.resolved.on) : null,
      })
      .returning({ id: consultantComments.id });
    for (const r of c.replies ?? []) {
      const by = await userId(tx, r.by);
      await tx.insert(consultantCommentReplies).values({
        commentId: row!.id,
        establishmentId: page.establishmentId,
        reply: r.text,
        createdBy: by.id,
        agencyId: by.agencyId,
        createdOn: at(r.on),
      });
    }
  }
}

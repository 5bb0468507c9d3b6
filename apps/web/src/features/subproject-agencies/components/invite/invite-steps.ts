import { type FormValues, getPath, type InviteContractorValues } from '@anupalan/shared';
import type { LinkKind } from '../../api/contracts';

/**
 * The invite steps (spec part 2, section 2). Contractor: 0 pick an existing contractor agency, 1 invite a new
 * one, 2 pick a user, 3 add a new user, 4 pick the consultant and send. Consultant: 0 pick an agency, 1 a new
 * agency with its user (sends), 2 pick a user (sends), 3 a new user (sends). Back returns along the way taken.
 */
export type InviteStep = 0 | 1 | 2 | 3 | 4;

export type InviteEvent =
  | { type: 'agencyChosen'; id: string }
  | { type: 'newAgency' }
  | { type: 'agencyNamed'; name: string; user?: NewUser }
  | { type: 'userChosen'; email: string }
  | { type: 'newUser' }
  | { type: 'userAdded'; user: NewUser }
  | { type: 'consultantChosen'; id: string | null }
  | { type: 'back' };

interface NewUser {
  name: string;
  email: string;
}

export interface InviteChoices {
  agency: { id: string } | { name: string } | null;
  /** An existing user is named by e-mail (the invite's users.id). */
  user: { email: string } | NewUser | null;
  consultantAgencyId: string | null;
}

export interface InviteState {
  kind: LinkKind;
  /** The steps taken; the last is the current one. */
  history: InviteStep[];
  choices: InviteChoices;
}

type Move = InviteStep | 'send';
type MoveEvent = Exclude<InviteEvent['type'], 'back'>;

const MOVES: Record<LinkKind, Partial<Record<InviteStep, Partial<Record<MoveEvent, Move>>>>> = {
  contractor: {
    0: { agencyChosen: 2, newAgency: 1 },
    1: { agencyNamed: 3 },
    2: { userChosen: 4, newUser: 3 },
    3: { userAdded: 4 },
    4: { consultantChosen: 'send' },
  },
  consultant: {
    0: { agencyChosen: 2, newAgency: 1 },
    1: { agencyNamed: 'send' },
    2: { userChosen: 'send', newUser: 3 },
    3: { userAdded: 'send' },
  },
};

export function initialInvite(kind: LinkKind): InviteState {
  return { kind, history: [0], choices: { agency: null, user: null, consultantAgencyId: null } };
}

export function currentStep(state: InviteState): InviteStep {
  return state.history.at(-1) ?? 0;
}

/** The step's Submit sends the invite (rather than moving on). */
export function isFinalStep(kind: LinkKind, step: InviteStep): boolean {
  return Object.values(MOVES[kind][step] ?? {}).includes('send');
}

/** Where the progress bar stands: the agency (steps 0, 1), the user (2, 3), the consultant (4). */
export function stageOf(step: InviteStep): number {
  return step < 2 ? 0 : step < 4 ? 1 : 2;
}

function choose(choices: InviteChoices, event: InviteEvent): InviteChoices {
  switch (event.type) {
    case 'agencyChosen': {
      const same = choices.agency && 'id' in choices.agency && choices.agency.id === event.id;
      return { ...choices, agency: { id: event.id }, user: same ? choices.user : null };
    }
    case 'newAgency':
      return choices.agency && 'name' in choices.agency ? choices : { ...choices, agency: null, user: null };
    case 'agencyNamed':
      return { ...choices, agency: { name: event.name }, user: event.user ?? choices.user };
    case 'userChosen':
      return { ...choices, user: { email: event.email } };
    case 'newUser':
      return choices.user && 'name' in choices.user ? choices : { ...choices, user: null };
    case 'userAdded':
      return { ...choices, user: event.user };
    case 'consultantChosen':
      return { ...choices, consultantAgencyId: event.id };
    case 'back':
      return choices;
  }
}

/** Records what a step chose and moves to the next step; an event that does not belong to the step is ignored. */
export function inviteReducer(state: InviteState, event: InviteEvent): InviteState {
  if (event.type === 'back') {
    return state.history.length > 1 ? { ...state, history: state.history.slice(0, -1) } : state;
  }
  const move = MOVES[state.kind][currentStep(state)]?.[event.type];
  if (move === undefined) return state;
  const choices = choose(state.choices, event);
  return move === 'send' ? { ...state, choices } : { ...state, choices, history: [...state.history, move] };
}

const text = (values: FormValues, path: string) => {
  const value = getPath(values, path);
  return typeof value === 'string' ? value.trim() : '';
};

/** The event a step's form submits, read from its values (see the step schemas). */
export function eventOfStep(step: InviteStep, values: FormValues): InviteEvent {
  const user = () => ({ name: text(values, 'users.body.name'), email: text(values, 'users.email_address') });
  switch (step) {
    case 0:
      return { type: 'agencyChosen', id: text(values, 'agencies.id') };
    case 1: {
      const withUser = text(values, 'users.email_address') !== '';
      return {
        type: 'agencyNamed',
        name: text(values, 'agencies.body.name'),
        user: withUser ? user() : undefined,
      };
    }
    case 2:
      return { type: 'userChosen', email: text(values, 'users.id') };
    case 3:
      return { type: 'userAdded', user: user() };
    case 4:
      return {
        type: 'consultantChosen',
        id: text(values, 'subproject_agencies.consultant_agency_id') || null,
      };
  }
}

/** What a step's form starts from when it is shown again (after Back). */
export function valuesOfStep(step: InviteStep, choices: InviteChoices): FormValues {
  const { agency, user } = choices;
  switch (step) {
    case 0:
      return agency && 'id' in agency ? { agencies: { id: agency.id } } : {};
    case 1:
      return {
        ...(agency && 'name' in agency ? { agencies: { body: { name: agency.name } } } : {}),
        ...(user && 'name' in user
          ? { users: { body: { name: user.name }, email_address: user.email } }
          : {}),
      };
    case 2:
      return user && !('name' in user) ? { users: { id: user.email } } : {};
    case 3:
      return user && 'name' in user
        ? { users: { body: { name: user.name }, email_address: user.email } }
        : {};
    case 4:
      return choices.consultantAgencyId
        ? { subproject_agencies: { consultant_agency_id: choices.consultantAgencyId } }
        : {};
  }
}

/** The invite's values (spec part 1, section 3) from the choices made. */
export function invitePayload(state: InviteState, subprojectId: string): InviteContractorValues {
  const { agency, user, consultantAgencyId } = state.choices;
  return {
    agencies: agency && 'id' in agency ? { id: agency.id } : { body: { name: agency?.name ?? '' } },
    users:
      user && 'name' in user
        ? { email_address: user.email, body: { name: user.name } }
        : { id: user?.email ?? '' },
    subproject_users: { subproject_id: subprojectId },
    ...(state.kind === 'contractor' && consultantAgencyId
      ? { subproject_agencies: { consultant_agency_id: consultantAgencyId } }
      : {}),
  };
}

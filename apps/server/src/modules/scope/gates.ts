import type { Executor } from '../../db/client.js';
import type { Gate } from '../../kit/gate.js';
import { assertWritable, type EstablishmentInScope, establishmentInScope } from './establishment-scope.js';
import {
  type ProjectRow,
  projectInScope,
  refuseClosed,
  type SubprojectRow,
  subprojectInScope,
} from './project-scope.js';

/**
 * The scope gates of the route kit: each loads the record a route works on in the caller's tenant scope
 * (404 outside it) and, for a write route, refuses a record that may not change. The services lock and check
 * again inside their transactions; the gate makes the refusal come before the values are looked at.
 */

/** The establishment named by a path parameter; writes refuse it once locked, cancelled or closed. */
export function establishmentGate(param = 'id'): Gate<EstablishmentInScope> {
  return {
    load: ({ deps, auth, params }) => establishmentInScope(deps.db, auth, params[param]!),
    refuseWrite: assertWritable,
  };
}

/** An establishment named by a path parameter, to be checked in the caller's scope by the handler's statement. */
export interface EstablishmentToCheck {
  id: string;
  /** Reads it in the caller's scope on its own (404 outside), for a handler that does not read it itself. */
  load(db: Executor): Promise<EstablishmentInScope>;
}

/**
 * The establishment named by a path parameter, read in the caller's scope by the read route's own statement
 * (`selectEstablishmentInScope` ... `establishmentInScopeWhere`) instead of one of its own before it: for a hot
 * read, one round trip less (docs/benchmarks.md). Read routes only (the kit refuses it on a write).
 */
export function establishmentInStatementGate(param = 'id'): Gate<EstablishmentToCheck> {
  return {
    inStatement: true,
    load: async ({ auth, params }) => {
      const id = params[param]!;
      return { id, load: (db) => establishmentInScope(db, auth, id) };
    },
  };
}

/** The subproject (with its project) named by a path parameter; writes refuse a closed one. */
export function subprojectGate(param = 'id'): Gate<{ subproject: SubprojectRow; project: ProjectRow }> {
  return {
    load: ({ deps, auth, params }) => subprojectInScope(deps.db, auth, params[param]!),
    refuseWrite: ({ subproject, project }) => {
      refuseClosed(project, 'project');
      refuseClosed(subproject, 'subproject');
    },
  };
}

/** The project named by a path parameter; writes refuse a closed one. */
export function projectGate(param = 'id'): Gate<ProjectRow> {
  return {
    load: ({ deps, auth, params }) => projectInScope(deps.db, auth, params[param]!),
    refuseWrite: (project) => refuseClosed(project, 'project'),
  };
}

import { getOperator } from '@ma/api-client/admin';
import { appSession } from '@ma/app-kit/session';

/** The signed-in operator; every query of the back office starts with 'admin'. */
const operatorSession = appSession('admin', getOperator);

/** The signed-in operator, or null for a guest (the API answers 401). */
export const meQuery = operatorSession.query;

/** Forgets everything the signed-in operator loaded: after 'Sair', and after a 401 anywhere. */
export const forgetSession = operatorSession.forget;

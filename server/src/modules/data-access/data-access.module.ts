import { portalModule } from '../../portal-module/portal-module';
import { DataAccessLedger } from './data-access-ledger';
import { dataAccessPolicy } from './data-access.policy';
import { DataAccessResolver } from './data-access.resolver';
import { dataAccessLedgerRestRouter, myDataAccessRestRouter } from './data-access.rest';
import { DataAccessService } from './data-access.service';

/**
 * The access ledger (docs/architecture.md#privacy-access-ledger): written to by the services that show residents'
 * data (`accessLedger`), read by a resident's "Who viewed my data" and the staff's search and export.
 */
export const dataAccessModule = portalModule({
  name: 'data-access',
  services: ({ db }) => ({ accessLedger: new DataAccessLedger(db), dataAccess: new DataAccessService(db) }),
  policies: { dataAccessPolicy },
}).withDoors({
  resolvers: [DataAccessResolver],
  rest: [{ path: '/auth', router: myDataAccessRestRouter }, { path: '/privacy', router: dataAccessLedgerRestRouter }],
});

import { portalModule } from '../../portal-module/portal-module';
import { Project } from './project.entity';
import { projectPolicy } from './project.policy';
import { ProjectResolver } from './project.resolver';
import { projectRestRouter } from './project.rest';
import { projectsSeed } from './project.seed';
import { ProjectService } from './project.service';

/** Projects on the public site, with their photos. */
export const projectsModule = portalModule({
  name: 'projects',
  entities: [Project],
  services: ({ db, storage }) => ({ projects: new ProjectService(db, storage) }),
  seeds: [projectsSeed],
  policies: { projectPolicy },
}).withDoors({
  resolvers: [ProjectResolver],
  rest: [{ path: '/projects', router: projectRestRouter, takesFiles: true }],
});

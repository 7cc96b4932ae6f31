import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module';
import { InvitationController } from './invitation.controller';
import { TeamClock } from './team-clock';
import { TeamController } from './team.controller';
import { TeamService } from './team.service';

/** A school's team (issue #25): members, roles, invitations and joining by one. */
@Module({
  imports: [SitesModule],
  controllers: [TeamController, InvitationController],
  providers: [TeamService, TeamClock],
  exports: [TeamService, TeamClock],
})
export class TeamModule {}

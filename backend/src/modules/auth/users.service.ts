import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { LocalizedException } from '../../platform/i18n/localized.exception';
import type { UpdateProfileDto } from './dto/account.dto';
import { UserDto } from './dto/user.dto';
import { User } from './entities/user.entity';
import { SessionsService } from './sessions.service';

@Injectable()
export class UsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
  ) {}

  /** A user may see themself; an admin may see anyone. Others get 404, not a hint it exists. */
  async visibleTo(viewer: User, id: number): Promise<UserDto> {
    if (viewer.role !== 'admin' && viewer.id !== id)
      throw new LocalizedException(404, 'users.notFound');
    const user = viewer.id === id ? viewer : await this.em.fork().findOne(User, id);
    if (!user) throw new LocalizedException(404, 'users.notFound');
    return UserDto.from(user);
  }

  /**
   * Turns an account off or back on. Turning it off ends all its sessions in the same
   * transaction, for good: an account turned back on starts signed out everywhere, so a cookie
   * copied while it was active does not come back to life with it.
   */
  async setActive(id: number, active: boolean): Promise<UserDto> {
    return this.em.fork().transactional(async (em) => {
      const user = await em.findOne(User, id);
      if (!user) throw new LocalizedException(404, 'users.notFound');
      if (user.isActive && !active) await this.sessions.endAllFor(id, 'deactivated', undefined, em);
      user.isActive = active;
      return UserDto.from(user);
    });
  }

  /**
   * Changes the profile fields that were sent; the language also becomes the language of the
   * account's emails and documents from now on.
   */
  async updateProfile(id: number, changes: UpdateProfileDto): Promise<UserDto> {
    const em = this.em.fork();
    const user = await em.findOne(User, id);
    if (!user) throw new LocalizedException(404, 'users.notFound');
    if (changes.firstName !== undefined) user.firstName = changes.firstName;
    if (changes.lastName !== undefined) user.lastName = changes.lastName;
    if (changes.phone !== undefined) user.phone = changes.phone || null;
    if (changes.language !== undefined) user.language = changes.language;
    await em.flush();
    return UserDto.from(user);
  }
}

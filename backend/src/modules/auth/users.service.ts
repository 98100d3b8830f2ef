import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { LocalizedException } from '../../platform/i18n/localized.exception';
import { UserDto } from './dto/user.dto';
import { User } from './entities/user.entity';

@Injectable()
export class UsersService {
  constructor(private readonly em: EntityManager) {}

  /** A user may see themself; an admin may see anyone. Others get 404, not a hint it exists. */
  async visibleTo(viewer: User, id: number): Promise<UserDto> {
    if (viewer.role !== 'admin' && viewer.id !== id)
      throw new LocalizedException(404, 'users.notFound');
    const user = viewer.id === id ? viewer : await this.em.fork().findOne(User, id);
    if (!user) throw new LocalizedException(404, 'users.notFound');
    return UserDto.from(user);
  }
}

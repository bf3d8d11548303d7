import type { Company, UserInfo } from '../../src/domain/user/user-info';
import type { Clock } from '../clock';
import { inTransaction, prepared, type Db } from '../db/database';

interface UserRow {
  userId: string;
  name: string;
  email: string;
  phoneNumber: string | null;
  termsAgreedAt: string | null;
  joinedAt: string;
  companyName: string | null;
}

const SELECT_USER = `
  SELECT u.id AS userId, u.name, u.email, u.phone_number AS phoneNumber, u.terms_agreed_at AS termsAgreedAt,
         u.joined_at AS joinedAt, c.name AS companyName
  FROM users u LEFT JOIN companies c ON c.user_id = u.id WHERE u.id = ?`;
const SELECT_COMPANY = `
  SELECT name, registration_number AS registrationNumber, representative, address, phone_number AS phoneNumber, email
  FROM companies WHERE user_id = ?`;

export interface AccountSummary {
  id: string;
  name: string;
  termsAgreed: boolean;
}

/** Users (the exchange's accounts), their consent to the terms and their company details. */
export class UserRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  accounts(): AccountSummary[] {
    const rows = prepared(
      this.db,
      'SELECT id, name, terms_agreed_at AS agreedAt FROM users ORDER BY joined_at, id',
    ).all() as {
      id: string;
      name: string;
      agreedAt: string | null;
    }[];
    return rows.map((r) => ({ id: r.id, name: r.name, termsAgreed: r.agreedAt !== null }));
  }

  find(userId: string): UserInfo | undefined {
    const row = prepared(this.db, SELECT_USER).get(userId) as UserRow | undefined;
    if (!row) return undefined;
    const company = row.companyName === null ? null : (prepared(this.db, SELECT_COMPANY).get(userId) as Company);
    return {
      userId: row.userId,
      name: row.name,
      email: row.email,
      phoneNumber: row.phoneNumber,
      termsAgreed: row.termsAgreedAt !== null,
      termsAgreedAt: row.termsAgreedAt,
      company,
      joinedAt: row.joinedAt,
    };
  }

  hasAgreedToTerms(userId: string): boolean {
    return (
      prepared(this.db, 'SELECT 1 FROM users WHERE id = ? AND terms_agreed_at IS NOT NULL').get(userId) !== undefined
    );
  }

  /** Records consent once; agreeing again keeps the first time. */
  agreeToTerms(userId: string): void {
    inTransaction(this.db, () => {
      const agree = prepared(this.db, 'UPDATE users SET terms_agreed_at = ? WHERE id = ? AND terms_agreed_at IS NULL');
      agree.run(this.clock.now().toISOString(), userId);
    });
  }

  updatePhone(userId: string, phoneNumber: string): void {
    inTransaction(this.db, () => {
      prepared(this.db, 'UPDATE users SET phone_number = ? WHERE id = ?').run(phoneNumber, userId);
    });
  }
}

import type { FormFields } from '../form-fields';
import type { EntryRequest } from './check-entry-request';

export type TransactionState = 'open' | 'approved' | 'declined' | 'cancelled';

export interface BackendAttempt {
  /** HTTP status, when an answer came. */
  httpStatus?: number;
  /** The answer body (trimmed to 200 characters) or the connection error. */
  answer: string;
  at: Date;
}

/** An entry request the sandbox accepted, and what became of it. */
export interface SandboxTransaction extends Omit<EntryRequest, 'paymentId'> {
  /** The sandbox's own id, carried by the entry page's form. */
  id: string;
  requestedPaymentId: string;
  createdAt: Date;
  state: TransactionState;
  /** The signed result fields, once the shopper chose. */
  result?: FormFields;
  backendAttempts: BackendAttempt[];
  /** True once the merchant's backend answered RECEIVEOK. */
  backendAcknowledged: boolean;
}

/** In-memory transactions, newest attempt per merchant and RefNo, bounded in size. */
export class TransactionStore {
  private readonly byId = new Map<string, SandboxTransaction>();
  private readonly latestByRef = new Map<string, string>();
  private readonly approvedRefs = new Set<string>();

  constructor(private readonly capacity = 10_000) {}

  private static refKey(merchantCode: string, refNo: string): string {
    return `${merchantCode}\u0000${refNo}`;
  }

  add(transaction: SandboxTransaction): void {
    this.byId.set(transaction.id, transaction);
    this.latestByRef.set(
      TransactionStore.refKey(transaction.merchantCode, transaction.refNo),
      transaction.id,
    );
    while (this.byId.size > this.capacity) {
      const oldest = this.byId.keys().next();
      if (oldest.done) break;
      const evicted = this.byId.get(oldest.value);
      this.byId.delete(oldest.value);
      if (evicted) {
        const key = TransactionStore.refKey(evicted.merchantCode, evicted.refNo);
        if (this.latestByRef.get(key) === evicted.id) this.latestByRef.delete(key);
      }
    }
  }

  get(id: string): SandboxTransaction | undefined {
    return this.byId.get(id);
  }

  /** The newest attempt for a RefNo. */
  latest(merchantCode: string, refNo: string): SandboxTransaction | undefined {
    const id = this.latestByRef.get(TransactionStore.refKey(merchantCode, refNo));
    return id === undefined ? undefined : this.byId.get(id);
  }

  /** Records the shopper's choice and the signed result. */
  settle(
    transaction: SandboxTransaction,
    state: Exclude<TransactionState, 'open'>,
    result: FormFields,
  ): void {
    transaction.state = state;
    transaction.result = result;
    if (state === 'approved') {
      this.approvedRefs.add(TransactionStore.refKey(transaction.merchantCode, transaction.refNo));
    }
  }

  /** Whether any attempt for this RefNo was approved (a paid RefNo cannot be paid again). */
  hasApproved(merchantCode: string, refNo: string): boolean {
    return this.approvedRefs.has(TransactionStore.refKey(merchantCode, refNo));
  }

  all(): SandboxTransaction[] {
    return [...this.byId.values()];
  }
}

import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { FileService } from './file.service';
import { stopSniffer } from './magic-bytes';

/** Sweeps orphan uploads at start-up and every hour; stops the magic-bytes worker at shutdown. */
@Injectable()
export class FileSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('FileSweeper');
  private timer: NodeJS.Timeout | undefined;
  private first: NodeJS.Timeout | undefined;

  constructor(private readonly files: FileService) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.run(), 3600_000);
    this.timer.unref();
    // Not awaited: a sweep must not delay start-up (the tables may not be migrated yet in tests).
    this.first = setTimeout(() => void this.run(), 5_000);
    this.first.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.first) clearTimeout(this.first);
    await stopSniffer();
  }

  private async run(): Promise<void> {
    try {
      const removed = await this.files.sweep();
      if (removed) this.logger.log(`removed ${removed} orphan files`);
    } catch (error) {
      this.logger.warn(`file sweep failed: ${String(error)}`);
    }
  }
}

import { describeRotation, rotateDataEncryptionKey, RotationRefused } from '../keys/key-rotation';
import { ConfigError, loadConfig, readNewDataEncryptionKey } from '../config/env';

/**
 * `npm run rotate-key`: re-wraps every private file's data key with a new master key (keys/key-rotation.ts,
 * docs/architecture.md#privacy-encryption). Prints counts and key ids only. Exits 1 when refused, or when some file
 * could not be re-wrapped.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const result = await rotateDataEncryptionKey(config, readNewDataEncryptionKey());
  for (const line of describeRotation(result)) console.log(line);
  process.exitCode = result.report.counts.unreadable > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof RotationRefused) {
    console.error(`Key rotation refused: ${error.message}`);
  } else {
    console.error('Key rotation failed (run it again: it takes up where it stopped):', error instanceof Error ? error.message : String(error));
  }
  process.exitCode = 1;
});

import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { describeFailure } from './form-errors';

/** The browser fetches `url` as a file (streamed), without leaving the page. */
function download(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * "Export CSV" of a filtered list: `signedLink` asks the service for a short-lived signed link to
 * the file (a download cannot carry the session), which the browser then downloads; a refusal
 * says why in a notification.
 */
export function ExportCsvButton({ signedLink }: { signedLink: () => Promise<{ url: string }> }) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      download((await signedLink()).url);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Export failed', message: describeFailure(error) });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      variant="default"
      loading={exporting}
      onClick={() => void exportCsv()}
      leftSection={<IconDownload size={16} stroke={1.5} aria-hidden />}
    >
      Export CSV
    </Button>
  );
}

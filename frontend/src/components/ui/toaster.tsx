import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { TOAST_DURATION, dismissToast, useToast } from './use-toast';

/**
 * Renders the toasts. Swipe right (50 px threshold) or the close button dismisses;
 * F8 moves focus to the notification region. The region is a polite live region: a toast's text
 * is read out from the toast itself, never duplicated into a hidden element.
 */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastProvider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map(({ id, title, description, action, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          role={variant === 'destructive' ? 'alert' : 'status'}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          {/* Excluded from Radix's hidden announcer, which would copy the text into a second element for a
              second (twice the same text for anyone finding the toast by it); the viewport's live region
              announces the toast instead. */}
          <div className="grid gap-1" data-radix-toast-announce-exclude="">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={['F8']} label="Notifications ({hotkey})" aria-live="polite" />
    </ToastProvider>
  );
}

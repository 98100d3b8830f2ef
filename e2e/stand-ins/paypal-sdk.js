/* global window, document */
// A stand-in for the PayPal JS SDK (https://www.paypal.com/sdk/js), which the browser tests cannot
// fetch: `paypal.Buttons({createOrder, onApprove, onCancel, onError}).render(container)` draws a
// PayPal button. A click runs createOrder (the app's call to /api/create-paypal-order), then opens
// what PayPal's approval window would be: "Approve" runs onApprove with the order id (the app's
// capture), "Cancel" runs onCancel. A failure of either callback goes to onError, as in the SDK.
(function () {
  function Buttons(options) {
    let root = null;
    return {
      isEligible() {
        return true;
      },
      async render(target) {
        const container = typeof target === 'string' ? document.querySelector(target) : target;
        root = document.createElement('div');
        root.setAttribute('data-stand-in', 'paypal-buttons');
        root.dataset.style = JSON.stringify(options.style || {});
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'PayPal';
        button.style.cssText =
          'width:100%;height:45px;border:0;border-radius:4px;background:#0070ba;color:#fff;font:600 16px sans-serif;cursor:pointer';
        const approval = document.createElement('div');
        approval.setAttribute('role', 'dialog');
        approval.setAttribute('aria-label', 'PayPal approval');
        approval.hidden = true;
        approval.style.cssText = 'margin-top:8px';
        let orderID = null;
        const approve = document.createElement('button');
        approve.type = 'button';
        approve.textContent = 'Approve payment';
        const cancel = document.createElement('button');
        cancel.type = 'button';
        cancel.textContent = 'Cancel';
        approval.append(approve, cancel);

        button.addEventListener('click', async () => {
          try {
            orderID = await options.createOrder({}, {});
            approval.hidden = false;
          } catch (error) {
            options.onError?.(error);
          }
        });
        approve.addEventListener('click', async () => {
          approval.hidden = true;
          try {
            await options.onApprove({ orderID }, {});
          } catch (error) {
            options.onError?.(error);
          }
        });
        cancel.addEventListener('click', () => {
          approval.hidden = true;
          options.onCancel?.({ orderID });
        });
        root.append(button, approval);
        container.append(root);
      },
      async close() {
        root?.remove();
      },
    };
  }

  window.paypal = { Buttons, version: 'stand-in' };
})();

/*
 * A local stand-in for Razorpay Standard Checkout, used when the storefront runs on the
 * mock API. Same surface: `new Razorpay(options)`, `open()`, `close()`,
 * `on('payment.failed', fn)`, `options.handler(response)` and `options.modal.ondismiss()`.
 * "Pay" asks the mock API to sign the payment (the key secret lives only there).
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var payUrl = new URL('pay', script && script.src ? script.src : window.location.href).href;

  function formatAmount(paise, currency) {
    try {
      return new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency || 'INR' }).format(paise / 100);
    } catch (error) {
      return String(paise / 100);
    }
  }

  function element(tag, styles, text) {
    var node = document.createElement(tag);
    Object.assign(node.style, styles || {});
    if (text) node.textContent = text;
    return node;
  }

  function button(label, background, color) {
    var node = element('button', {
      font: '600 16px system-ui, sans-serif',
      padding: '12px 16px',
      borderRadius: '8px',
      border: '2px solid #1f3b2d',
      background: background,
      color: color,
      cursor: 'pointer',
      minWidth: '88px',
    }, label);
    node.type = 'button';
    return node;
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key || !options.order_id) throw new Error('Razorpay: key and order_id are required');
    this.options = options;
    this.listeners = {};
    this.overlay = null;
  }

  Razorpay.prototype.on = function (event, listener) {
    (this.listeners[event] = this.listeners[event] || []).push(listener);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (listener) {
      listener(payload);
    });
  };

  Razorpay.prototype.close = function () {
    if (this.overlay) {
      this.overlay.remove();
      this.overlay = null;
    }
    if (this.returnFocus && this.returnFocus.focus) this.returnFocus.focus();
  };

  Razorpay.prototype.dismiss = function () {
    this.close();
    var modal = this.options.modal || {};
    if (typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  Razorpay.prototype.open = function () {
    var self = this;
    var options = this.options;
    if (this.overlay) return;
    this.returnFocus = document.activeElement;

    var overlay = element('div', {
      position: 'fixed', inset: '0', zIndex: '2147483647', background: 'rgba(0,0,0,.55)',
      display: 'flex', alignItems: 'center', justifyContent: 'center', padding: '16px',
    });
    overlay.setAttribute('data-testid', 'mock-razorpay');
    var panel = element('div', {
      background: '#fff', color: '#1b1b1b', borderRadius: '12px', padding: '24px', width: '100%',
      maxWidth: '360px', font: '16px/1.5 system-ui, sans-serif', boxShadow: '0 12px 40px rgba(0,0,0,.3)',
    });
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    panel.setAttribute('aria-labelledby', 'mock-razorpay-title');
    var title = element('h2', { margin: '0 0 4px', fontSize: '20px' }, 'Razorpay test payment');
    title.id = 'mock-razorpay-title';
    var merchant = element('p', { margin: '0 0 4px' }, options.name || '');
    var amount = element('p', { margin: '0 0 4px', fontSize: '24px', fontWeight: '700' }, formatAmount(options.amount, options.currency));
    var order = element('p', { margin: '0 0 16px', fontSize: '14px', color: '#444' }, 'Order ' + options.order_id);
    var status = element('p', { margin: '0 0 12px', minHeight: '1.5em', color: '#8a1c1c' });
    status.setAttribute('role', 'status');
    var actions = element('div', { display: 'flex', gap: '8px', flexWrap: 'wrap' });
    var pay = button('Pay', '#1f3b2d', '#fff');
    var fail = button('Fail', '#fff', '#8a1c1c');
    var close = button('Close', '#fff', '#1f3b2d');
    actions.append(pay, fail, close);
    panel.append(title, merchant, amount, order, status, actions);
    overlay.append(panel);
    document.body.append(overlay);
    this.overlay = overlay;
    pay.focus();

    overlay.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') self.dismiss();
      if (event.key === 'Tab') {
        var buttons = [pay, fail, close];
        var index = buttons.indexOf(document.activeElement);
        var next = (index + (event.shiftKey ? buttons.length - 1 : 1)) % buttons.length;
        event.preventDefault();
        buttons[next].focus();
      }
    });

    close.addEventListener('click', function () {
      self.dismiss();
    });

    fail.addEventListener('click', function () {
      self.emit('payment.failed', {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Your payment could not be completed.',
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: options.order_id, payment_id: 'pay_failed' },
        },
      });
      status.textContent = 'Payment failed. You may try again or close this window.';
    });

    pay.addEventListener('click', function () {
      pay.disabled = true;
      status.textContent = '';
      fetch(payUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ order_id: options.order_id }),
      })
        .then(function (response) {
          return response.json().then(function (body) {
            if (!response.ok || !body.status) {
              var error = new Error(body.message || 'Payment failed');
              error.alreadyPaid = /already been paid/i.test(body.message || '');
              throw error;
            }
            return body.data;
          });
        })
        .then(function (payment) {
          self.close();
          if (typeof options.handler === 'function') options.handler(payment);
        })
        .catch(function (error) {
          pay.disabled = false;
          status.textContent = error.message;
          // As Razorpay: a second payment for a paid order fails with its own reason.
          if (error.alreadyPaid) {
            self.emit('payment.failed', {
              error: {
                code: 'BAD_REQUEST_ERROR',
                description: error.message,
                source: 'business',
                step: 'payment_initiation',
                reason: 'order_already_paid',
                metadata: { order_id: options.order_id },
              },
            });
          }
        });
    });
  };

  window.Razorpay = Razorpay;
})();

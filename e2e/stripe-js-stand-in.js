/*
 * A fake of Stripe.js (https://js.stripe.com/endive/stripe.js) for Playwright tests.
 * e2e/stripe-stand-in-routes.ts serves it in place of the real script and forwards
 * https://api.stripe.com to test/stripe-stand-in.ts, so `loadStripe`, `<Elements>`,
 * `<PaymentElement>`, `useStripe()` and `useElements()` run unchanged against it.
 *
 * Differences from the real thing, on purpose:
 * - The Payment Element is plain DOM inside the mount node (real Stripe uses an
 *   iframe), so tests can fill it with getByLabel("Kartennummer") etc. Its inputs have
 *   no `name`, so they never travel with a surrounding <form>, as with the iframe.
 * - Only card payments; confirmPayment sends the raw card to the API as
 *   payment_method_data[card][…] (the stand-in maps test cards to outcomes).
 * - API error messages are passed through unchanged (real Stripe.js may localise them).
 * - A `ready` handler attached after the element became ready is still called once,
 *   because react-stripe-js attaches its listeners in an effect that can run after
 *   our zero-delay ready; a real iframe takes long enough that this never matters.
 *
 * `window.STRIPE_STAND_IN_API_BASE` (set before this script runs) replaces
 * https://api.stripe.com, for pages that talk to the stand-in without routing.
 */
(function () {
  "use strict";

  if (window.Stripe && window.Stripe.__standIn) return;

  var API_BASE =
    typeof window.STRIPE_STAND_IN_API_BASE === "string" && window.STRIPE_STAND_IN_API_BASE
      ? window.STRIPE_STAND_IN_API_BASE.replace(/\/+$/, "")
      : "https://api.stripe.com";
  var CLIENT_SECRET = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/;

  var TEXT = {
    de: {
      number: "Kartennummer",
      expiry: "Ablaufdatum",
      expiryPlaceholder: "MM / JJ",
      cvc: "Sicherheitscode",
      note: "Test-Zahlungsformular (Stripe-Stand-in)",
      incomplete_number: "Ihre Kartennummer ist unvollständig.",
      invalid_number: "Ihre Kartennummer ist ungültig.",
      incomplete_expiry: "Das Ablaufdatum Ihrer Karte ist unvollständig.",
      invalid_expiry_month: "Der Ablaufmonat Ihrer Karte ist ungültig.",
      invalid_expiry_year_past: "Das Ablaufjahr Ihrer Karte liegt in der Vergangenheit.",
      invalid_expiry_month_past: "Das Ablaufdatum Ihrer Karte liegt in der Vergangenheit.",
      incomplete_cvc: "Der Sicherheitscode Ihrer Karte ist unvollständig.",
      network: "Es ist ein Netzwerkfehler aufgetreten. Bitte versuchen Sie es erneut.",
    },
    en: {
      number: "Card number",
      expiry: "Expiration date",
      expiryPlaceholder: "MM / YY",
      cvc: "Security code",
      note: "Test payment form (Stripe stand-in)",
      incomplete_number: "Your card number is incomplete.",
      invalid_number: "Your card number is invalid.",
      incomplete_expiry: "Your card's expiration date is incomplete.",
      invalid_expiry_month: "Your card's expiration month is invalid.",
      invalid_expiry_year_past: "Your card's expiration year is in the past.",
      invalid_expiry_month_past: "Your card's expiration date is in the past.",
      incomplete_cvc: "Your card's security code is incomplete.",
      network: "A network error has occurred. Please try again.",
    },
  };

  function language(locale) {
    var tag = !locale || locale === "auto" ? navigator.language || "en" : String(locale);
    return tag.toLowerCase().indexOf("de") === 0 ? "de" : "en";
  }

  function integrationError(message) {
    var error = new Error(message);
    error.name = "IntegrationError";
    return error;
  }

  function assign(target) {
    for (var i = 1; i < arguments.length; i++) {
      var source = arguments[i];
      if (!source) continue;
      for (var key in source) if (Object.prototype.hasOwnProperty.call(source, key)) target[key] = source[key];
    }
    return target;
  }

  /* ---------- events ---------- */

  function Emitter() {
    this._handlers = {};
  }
  Emitter.prototype.on = function (type, handler) {
    if (typeof handler !== "function") throw integrationError("on(): a handler function is required for '" + type + "'.");
    (this._handlers[type] = this._handlers[type] || []).push(handler);
    return this;
  };
  Emitter.prototype.off = function (type, handler) {
    var list = this._handlers[type];
    if (!list) return this;
    if (!handler) list.length = 0;
    else {
      for (var i = 0; i < list.length; i++) {
        if (list[i] === handler || list[i]._original === handler) {
          list.splice(i, 1);
          break;
        }
      }
    }
    return this;
  };
  Emitter.prototype.once = function (type, handler) {
    var self = this;
    var wrapped = function (payload) {
      self.off(type, wrapped);
      handler(payload);
    };
    wrapped._original = handler;
    return this.on(type, wrapped);
  };
  Emitter.prototype._hasHandler = function (type, handler) {
    var list = this._handlers[type] || [];
    return list.indexOf(handler) >= 0;
  };
  Emitter.prototype._emit = function (type, payload) {
    var list = (this._handlers[type] || []).slice();
    for (var i = 0; i < list.length; i++) {
      try {
        list[i](payload);
      } catch (error) {
        setTimeout(function () {
          throw error;
        }, 0);
      }
    }
  };

  /* ---------- card field rules ---------- */

  function digits(value) {
    return String(value || "").replace(/\D/g, "");
  }

  function luhn(number) {
    var sum = 0;
    for (var i = 0; i < number.length; i++) {
      var d = Number(number.charAt(number.length - 1 - i));
      if (i % 2 === 1) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
    }
    return sum % 10 === 0;
  }

  function numberLength(number) {
    return /^3[47]/.test(number) ? 15 : 16;
  }

  function formatNumber(raw) {
    var d = digits(raw);
    d = d.slice(0, numberLength(d));
    return d.replace(/(\d{4})(?=\d)/g, "$1 ");
  }

  function formatExpiry(raw) {
    var d = digits(raw).slice(0, 4);
    return d.length > 2 ? d.slice(0, 2) + " / " + d.slice(2) : d;
  }

  function formatCvc(raw) {
    return digits(raw).slice(0, 4);
  }

  /** Returns null when complete, else {code, invalid} (invalid = wrong, not just unfinished). */
  var RULES = {
    number: function (value) {
      var d = digits(value);
      if (d.length < numberLength(d)) return { code: "incomplete_number", invalid: false };
      if (!luhn(d)) return { code: "invalid_number", invalid: true };
      return null;
    },
    expiry: function (value) {
      var d = digits(value);
      if (d.length < 4) return { code: "incomplete_expiry", invalid: false };
      var month = Number(d.slice(0, 2));
      var year = 2000 + Number(d.slice(2, 4));
      if (month < 1 || month > 12) return { code: "invalid_expiry_month", invalid: true };
      var now = new Date();
      if (year < now.getFullYear()) return { code: "invalid_expiry_year_past", invalid: true };
      if (year === now.getFullYear() && month < now.getMonth() + 1) return { code: "invalid_expiry_month_past", invalid: true };
      return null;
    },
    cvc: function (value) {
      return digits(value).length < 3 ? { code: "incomplete_cvc", invalid: false } : null;
    },
  };
  var FIELDS = ["number", "expiry", "cvc"];

  /* ---------- Payment Element ---------- */

  var elementCounter = 0;

  function PaymentElement(elements, options) {
    Emitter.call(this);
    this._elements = elements;
    this._options = assign({}, options);
    this._uid = "stripe-stand-in-" + ++elementCounter;
    this._destroyed = false;
    this._note = null;
    this._unmounted();
  }
  PaymentElement.prototype = Object.create(Emitter.prototype);
  PaymentElement.prototype.constructor = PaymentElement;

  /** The state of an element that is not in the page: new, or after unmount. */
  PaymentElement.prototype._unmounted = function () {
    this._mounted = false;
    this._ready = false;
    this._focused = false;
    this._container = null;
    this._root = null;
    this._inputs = {};
    this._labels = {};
    this._errors = {};
  };

  PaymentElement.prototype.on = function (type, handler) {
    Emitter.prototype.on.call(this, type, handler);
    if (type === "ready" && this._ready) {
      var self = this;
      setTimeout(function () {
        if (self._ready && self._hasHandler("ready", handler)) handler({ elementType: "payment" });
      }, 0);
    }
    return this;
  };

  PaymentElement.prototype._text = function () {
    return TEXT[language(this._elements._options.locale || this._elements._stripe._options.locale)];
  };

  PaymentElement.prototype._theme = function () {
    var appearance = this._elements._options.appearance || {};
    var v = appearance.variables || {};
    return {
      primary: v.colorPrimary || "#0570de",
      text: v.colorText || "#30313d",
      danger: v.colorDanger || "#df1b41",
      background: v.colorBackground || "#ffffff",
      font: v.fontFamily || "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
      radius: v.borderRadius || "5px",
    };
  };

  PaymentElement.prototype.mount = function (target) {
    if (this._destroyed) throw integrationError("This Element has already been destroyed. Please create a new one.");
    if (this._mounted) throw integrationError("This Element is already mounted. Use `unmount` to unmount the Element before re-mounting.");
    var node = typeof target === "string" ? document.querySelector(target) : target;
    if (!node || node.nodeType !== 1) {
      throw integrationError(
        typeof target === "string"
          ? "The selector you specified (" + target + ") applies to no DOM elements that are currently on the page."
          : "Invalid DOM element. Make sure to call mount() with a valid DOM element or selector.",
      );
    }
    this._container = node;
    this._render();
    this._mounted = true;
    var self = this;
    setTimeout(function () {
      if (!self._mounted) return;
      self._emit("loaderstart", { elementType: "payment" });
      self._ready = true;
      self._emit("ready", { elementType: "payment" });
    }, 0);
  };

  PaymentElement.prototype._render = function () {
    var self = this;
    var t = this._text();
    var theme = this._theme();
    var root = document.createElement("div");
    root.setAttribute("data-stripe-stand-in", "payment-element");
    root.style.cssText = "display:grid;gap:12px;font-family:" + theme.font + ";color:" + theme.text + ";font-size:14px;line-height:1.4;";

    function field(name, labelText, attrs) {
      var wrap = document.createElement("div");
      wrap.style.cssText = "display:grid;gap:4px;min-width:0;";
      var id = self._uid + "-" + name;
      var label = document.createElement("label");
      label.htmlFor = id;
      label.textContent = labelText;
      label.style.cssText = "font-size:14px;font-weight:500;";
      var input = document.createElement("input");
      input.id = id;
      input.type = "text";
      input.setAttribute("spellcheck", "false");
      input.setAttribute("autocorrect", "off");
      input.setAttribute("aria-describedby", id + "-error");
      for (var key in attrs) input.setAttribute(key, attrs[key]);
      input.style.cssText =
        "box-sizing:border-box;width:100%;padding:10px 12px;font:inherit;font-size:16px;color:" +
        theme.text +
        ";background:" +
        theme.background +
        ";border:1px solid #e6e6e6;border-radius:" +
        theme.radius +
        ";box-shadow:0 1px 1px rgba(0,0,0,0.03),0 3px 6px rgba(0,0,0,0.02);outline:none;";
      var error = document.createElement("p");
      error.id = id + "-error";
      error.setAttribute("role", "alert");
      error.hidden = true;
      error.style.cssText = "margin:0;font-size:13px;color:" + theme.danger + ";";
      wrap.appendChild(label);
      wrap.appendChild(input);
      wrap.appendChild(error);
      self._inputs[name] = input;
      self._labels[name] = label;
      self._errors[name] = error;
      input.addEventListener("input", function () {
        self._onInput(name);
      });
      input.addEventListener("focus", function () {
        self._paintBorder(name, true);
      });
      input.addEventListener("blur", function () {
        self._paintBorder(name, false);
        var problem = RULES[name](input.value);
        if (problem && input.value !== "") self._showError(name, problem.code);
      });
      return wrap;
    }

    root.appendChild(field("number", t.number, { autocomplete: "cc-number", inputmode: "numeric", placeholder: "1234 1234 1234 1234" }));
    var row = document.createElement("div");
    row.style.cssText = "display:grid;grid-template-columns:1fr 1fr;gap:12px;";
    row.appendChild(field("expiry", t.expiry, { autocomplete: "cc-exp", inputmode: "numeric", placeholder: t.expiryPlaceholder }));
    row.appendChild(field("cvc", t.cvc, { autocomplete: "cc-csc", inputmode: "numeric", placeholder: "CVC" }));
    root.appendChild(row);
    var note = document.createElement("p");
    note.textContent = t.note;
    note.style.cssText = "margin:0;font-size:12px;color:#6d6e78;";
    root.appendChild(note);
    this._note = note;

    root.addEventListener("focusin", function () {
      if (self._focused) return;
      self._focused = true;
      self._paintContainer();
      self._emit("focus", { elementType: "payment" });
    });
    root.addEventListener("focusout", function (event) {
      if (event.relatedTarget && root.contains(event.relatedTarget)) return;
      self._focused = false;
      self._paintContainer();
      self._emit("blur", { elementType: "payment" });
    });

    this._root = root;
    this._container.appendChild(root);
    this._container.classList.add("StripeElement");
    this._paintContainer();
    if (this._options.readOnly) this._setReadOnly(true);
  };

  PaymentElement.prototype._paintBorder = function (name, focused) {
    var theme = this._theme();
    var input = this._inputs[name];
    var invalid = input.getAttribute("aria-invalid") === "true";
    input.style.borderColor = invalid ? theme.danger : focused ? theme.primary : "#e6e6e6";
    input.style.boxShadow = focused ? "0 0 0 3px " + (invalid ? "rgba(223,27,65,0.25)" : "rgba(5,115,225,0.25)") : "0 1px 1px rgba(0,0,0,0.03),0 3px 6px rgba(0,0,0,0.02)";
  };

  PaymentElement.prototype._paintContainer = function () {
    if (!this._container) return;
    var state = this._state();
    var list = this._container.classList;
    list.toggle("StripeElement--empty", state.empty);
    list.toggle("StripeElement--complete", state.complete);
    list.toggle("StripeElement--focus", this._focused);
    list.toggle("StripeElement--invalid", state.invalid);
  };

  PaymentElement.prototype._state = function () {
    var empty = true;
    var complete = true;
    var invalid = false;
    for (var i = 0; i < FIELDS.length; i++) {
      var value = this._inputs[FIELDS[i]] ? this._inputs[FIELDS[i]].value : "";
      if (value !== "") empty = false;
      var problem = RULES[FIELDS[i]](value);
      if (problem) {
        complete = false;
        if (problem.invalid) invalid = true;
      }
    }
    return { empty: empty, complete: complete, invalid: invalid };
  };

  PaymentElement.prototype._onInput = function (name) {
    var input = this._inputs[name];
    var before = input.value;
    var caretDigits = digits(before.slice(0, input.selectionStart == null ? before.length : input.selectionStart)).length;
    var formatted = name === "number" ? formatNumber(before) : name === "expiry" ? formatExpiry(before) : formatCvc(before);
    if (formatted !== before) {
      input.value = formatted;
      // Keep the caret after the same number of digits, so typing in the middle does not jump to the end.
      var pos = 0;
      var seen = 0;
      while (pos < formatted.length && seen < caretDigits) {
        if (/\d/.test(formatted.charAt(pos))) seen++;
        pos++;
      }
      if (document.activeElement === input) input.setSelectionRange(pos, pos);
    }
    var problem = RULES[name](input.value);
    if (!problem) this._clearError(name);
    else if (problem.invalid) this._showError(name, problem.code);
    else if (this._errors[name] && !this._errors[name].hidden) this._clearError(name);
    this._paintContainer();
    var state = this._state();
    this._emit("change", { elementType: "payment", complete: state.complete, empty: state.empty, collapsed: false, value: { type: "card" } });
  };

  PaymentElement.prototype._showError = function (name, code) {
    var error = this._errors[name];
    if (!error) return;
    error.textContent = this._text()[code];
    error.hidden = false;
    this._inputs[name].setAttribute("aria-invalid", "true");
    this._paintBorder(name, document.activeElement === this._inputs[name]);
    this._paintContainer();
  };

  PaymentElement.prototype._clearError = function (name) {
    var error = this._errors[name];
    if (!error) return;
    error.textContent = "";
    error.hidden = true;
    this._inputs[name].removeAttribute("aria-invalid");
    this._paintBorder(name, document.activeElement === this._inputs[name]);
  };

  /** Validates every field; with `show`, puts messages under the fields. Returns a Stripe validation_error or null. */
  PaymentElement.prototype._validate = function (show) {
    var first = null;
    for (var i = 0; i < FIELDS.length; i++) {
      var name = FIELDS[i];
      var problem = RULES[name](this._inputs[name].value);
      if (!problem) continue;
      if (show) this._showError(name, problem.code);
      if (!first) first = { name: name, code: problem.code };
    }
    if (!first) return null;
    return { type: "validation_error", code: first.code, message: this._text()[first.code], param: first.name };
  };

  PaymentElement.prototype._card = function () {
    var expiry = digits(this._inputs.expiry.value);
    return {
      number: digits(this._inputs.number.value),
      exp_month: String(Number(expiry.slice(0, 2))),
      exp_year: expiry.slice(2, 4),
      cvc: digits(this._inputs.cvc.value),
    };
  };

  PaymentElement.prototype._setReadOnly = function (readOnly) {
    for (var i = 0; i < FIELDS.length; i++) if (this._inputs[FIELDS[i]]) this._inputs[FIELDS[i]].readOnly = !!readOnly;
  };

  PaymentElement.prototype._relabel = function () {
    if (!this._root) return;
    var t = this._text();
    this._labels.number.textContent = t.number;
    this._labels.expiry.textContent = t.expiry;
    this._labels.cvc.textContent = t.cvc;
    this._inputs.expiry.setAttribute("placeholder", t.expiryPlaceholder);
    this._note.textContent = t.note;
  };

  PaymentElement.prototype.update = function (options) {
    assign(this._options, options);
    if (options && "readOnly" in options) this._setReadOnly(options.readOnly);
  };

  PaymentElement.prototype.unmount = function () {
    if (!this._mounted) return;
    if (this._root && this._root.parentNode) this._root.parentNode.removeChild(this._root);
    if (this._container) {
      this._container.classList.remove("StripeElement", "StripeElement--empty", "StripeElement--complete", "StripeElement--focus", "StripeElement--invalid");
    }
    this._unmounted();
  };

  PaymentElement.prototype.destroy = function () {
    if (this._destroyed) throw integrationError("This Element has already been destroyed. Please create a new one.");
    this.unmount();
    this._destroyed = true;
    if (this._elements._created.payment === this) delete this._elements._created.payment;
    this._handlers = {};
  };

  PaymentElement.prototype.focus = function () {
    if (this._inputs.number) this._inputs.number.focus();
  };

  PaymentElement.prototype.blur = function () {
    var active = document.activeElement;
    if (this._root && active && this._root.contains(active)) active.blur();
  };

  PaymentElement.prototype.clear = function () {
    if (!this._mounted) return;
    for (var i = 0; i < FIELDS.length; i++) {
      this._inputs[FIELDS[i]].value = "";
      this._clearError(FIELDS[i]);
    }
    this._paintContainer();
    this._emit("change", { elementType: "payment", complete: false, empty: true, collapsed: false, value: { type: "card" } });
  };

  PaymentElement.prototype.collapse = function () {
    return this;
  };

  /* ---------- Elements group ---------- */

  function Elements(stripe, options) {
    Emitter.call(this);
    this._stripe = stripe;
    this._options = assign({}, options);
    this._created = {};
    if (this._options.clientSecret !== undefined && !CLIENT_SECRET.test(String(this._options.clientSecret))) {
      throw integrationError(
        "Invalid value for elements(): clientSecret should be a client secret of the form ${id}_secret_${secret}. You specified: " + this._options.clientSecret + ".",
      );
    }
  }
  Elements.prototype = Object.create(Emitter.prototype);
  Elements.prototype.constructor = Elements;

  Elements.prototype.create = function (type, options) {
    if (type !== "payment") throw integrationError("elements.create('" + type + "') is not supported by the stand-in; only 'payment' is.");
    if (this._created.payment) throw integrationError("Can only create one Element of type payment.");
    var element = new PaymentElement(this, options);
    this._created.payment = element;
    return element;
  };

  Elements.prototype.getElement = function (type) {
    return this._created[type] || null;
  };

  Elements.prototype.update = function (options) {
    var localeChanged = options && "locale" in options && options.locale !== this._options.locale;
    assign(this._options, options);
    if (localeChanged && this._created.payment) this._created.payment._relabel();
    var self = this;
    return Promise.resolve().then(function () {
      self._emit("update-end");
    });
  };

  Elements.prototype.fetchUpdates = function () {
    return Promise.resolve({});
  };

  Elements.prototype.submit = function () {
    var element = this._created.payment;
    if (!element || !element._mounted) {
      return Promise.reject(integrationError("elements.submit(): no mounted Payment Element was found in this Elements group."));
    }
    var error = element._validate(true);
    return Promise.resolve(error ? { error: error } : { selectedPaymentMethod: "card" });
  };

  /* ---------- Stripe instance ---------- */

  function StripeInstance(key, options) {
    this._key = key;
    this._options = assign({}, options);
    this._wrappers = [];
    this._appInfo = [];
  }

  StripeInstance.prototype.elements = function (options) {
    return new Elements(this, options || {});
  };

  StripeInstance.prototype._registerWrapper = function (wrapper) {
    this._wrappers.push(wrapper);
  };

  StripeInstance.prototype.registerAppInfo = function (info) {
    this._appInfo.push(info);
  };

  function parseJson(response) {
    return response.text().then(function (text) {
      var body;
      try {
        body = JSON.parse(text);
      } catch (e) {
        body = { error: { type: "api_error", message: "Invalid JSON from the Stripe API (HTTP " + response.status + ")." } };
      }
      if (!response.ok && !(body && body.error)) body = { error: { type: "api_error", message: "HTTP " + response.status } };
      return body;
    });
  }

  function appendForm(form, prefix, value) {
    if (value === undefined) return;
    if (value === null) {
      form.append(prefix, "");
    } else if (Array.isArray(value)) {
      for (var i = 0; i < value.length; i++) appendForm(form, prefix + "[" + i + "]", value[i]);
    } else if (typeof value === "object") {
      for (var key in value) if (Object.prototype.hasOwnProperty.call(value, key)) appendForm(form, prefix + "[" + key + "]", value[key]);
    } else {
      form.append(prefix, String(value));
    }
  }

  StripeInstance.prototype._networkError = function (lang) {
    return { error: { type: "api_connection_error", message: TEXT[lang].network } };
  };

  StripeInstance.prototype.confirmPayment = function (options) {
    var self = this;
    return Promise.resolve().then(function () {
      if (!options || typeof options !== "object") throw integrationError("stripe.confirmPayment(): expected an options object.");
      var elements = options.elements;
      var redirect = options.redirect === undefined ? "always" : options.redirect;
      if (redirect !== "always" && redirect !== "if_required") {
        throw integrationError("Invalid value for confirmPayment(): redirect should be one of the following strings: always, if_required.");
      }
      var clientSecret = options.clientSecret || (elements && elements._options.clientSecret);
      var match = CLIENT_SECRET.exec(String(clientSecret || ""));
      if (!match) {
        throw integrationError("stripe.confirmPayment(): a clientSecret of the form ${id}_secret_${secret} is required, on elements() or as `clientSecret`.");
      }
      var confirmParams = assign({}, options.confirmParams);
      if (redirect === "always" && !confirmParams.return_url) {
        throw integrationError("stripe.confirmPayment(): the `confirmParams.return_url` argument is required unless passing `redirect: 'if_required'`");
      }
      var element = elements && elements._created.payment;
      if (!element || !element._mounted) {
        throw integrationError("stripe.confirmPayment(): the `elements` you passed contain no mounted Payment Element.");
      }
      var invalid = element._validate(true);
      if (invalid) return { error: invalid };

      var form = new URLSearchParams();
      form.append("key", self._key);
      form.append("client_secret", clientSecret);
      // As Stripe.js does: tells the API that next actions are handled in the page, so return_url is optional.
      form.append("use_stripe_sdk", "true");
      var pmData = assign({}, confirmParams.payment_method_data, { type: "card", card: element._card() });
      delete confirmParams.payment_method_data;
      appendForm(form, "payment_method_data", pmData);
      for (var key in confirmParams) if (Object.prototype.hasOwnProperty.call(confirmParams, key)) appendForm(form, key, confirmParams[key]);

      var lang = language(self._options.locale);
      element._setReadOnly(true);
      // No Authorization header: Stripe.js keeps this a CORS "simple request" and sends the key in the body.
      return fetch(API_BASE + "/v1/payment_intents/" + encodeURIComponent(match[1]) + "/confirm", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: form.toString(),
      })
        .then(parseJson, function () {
          return self._networkError(lang);
        })
        .then(function (body) {
          if (element._mounted) element._setReadOnly(!!element._options.readOnly);
          if (body.error) return { error: body.error };
          var paymentIntent = body;
          var done = paymentIntent.status === "succeeded" || paymentIntent.status === "processing" || paymentIntent.status === "requires_capture";
          if (!done) {
            return {
              error: {
                type: "invalid_request_error",
                code: "payment_intent_unexpected_state",
                message: "The stand-in cannot complete a PaymentIntent in status " + paymentIntent.status + ".",
                payment_intent: paymentIntent,
              },
            };
          }
          if (redirect === "if_required") return { paymentIntent: paymentIntent };
          var target = new URL(confirmParams.return_url, window.location.href);
          target.searchParams.append("payment_intent", paymentIntent.id);
          target.searchParams.append("payment_intent_client_secret", clientSecret);
          target.searchParams.append("redirect_status", "succeeded");
          window.location.assign(target.toString());
          // Like Stripe.js: the page is navigating away, so the promise never settles.
          return new Promise(function () {});
        });
    });
  };

  StripeInstance.prototype.retrievePaymentIntent = function (clientSecret) {
    var self = this;
    return Promise.resolve().then(function () {
      var match = CLIENT_SECRET.exec(String(clientSecret || ""));
      if (!match) {
        throw integrationError(
          "Invalid value for retrievePaymentIntent: clientSecret should be a client secret of the form ${id}_secret_${secret}. You specified: " + clientSecret + ".",
        );
      }
      var query = new URLSearchParams({ key: self._key, client_secret: clientSecret });
      return fetch(API_BASE + "/v1/payment_intents/" + encodeURIComponent(match[1]) + "?" + query.toString())
        .then(parseJson, function () {
          return self._networkError(language(self._options.locale));
        })
        .then(function (body) {
          return body.error ? { error: body.error } : { paymentIntent: body };
        });
    });
  };

  var UNSUPPORTED = [
    "createToken",
    "createPaymentMethod",
    "createSource",
    "createConfirmationToken",
    "createRadarSession",
    "confirmCardPayment",
    "confirmSetup",
    "confirmCardSetup",
    "handleCardAction",
    "handleNextAction",
    "retrieveSetupIntent",
    "retrieveSource",
    "paymentRequest",
    "initCheckout",
    "initEmbeddedCheckout",
    "redirectToCheckout",
    "verifyIdentity",
    "collectBankAccountForPayment",
    "verifyMicrodepositsForPayment",
  ];
  UNSUPPORTED.forEach(function (name) {
    StripeInstance.prototype[name] = function () {
      return Promise.reject(new Error("stripe." + name + "() is not supported by the stand-in."));
    };
  });

  var instances = [];

  function Stripe(key, options) {
    if (typeof key !== "string" || key === "") {
      throw integrationError("Invalid value for Stripe(): apiKey should be a string. You specified: " + typeof key + ".");
    }
    if (/^sk_/.test(key) || /^rk_/.test(key)) {
      throw integrationError("You should not use your secret key with Stripe.js. Please pass a publishable key instead.");
    }
    var instance = new StripeInstance(key, options || {});
    instances.push(instance);
    return instance;
  }
  Stripe.version = "endive";
  Stripe.__standIn = true;
  /** Every Stripe() instance created on this page, for tests to inspect (e.g. registered wrappers). */
  Stripe.__instances = instances;

  window.Stripe = Stripe;
})();

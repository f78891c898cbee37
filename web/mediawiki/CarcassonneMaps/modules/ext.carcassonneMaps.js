/**
 * ext.carcassonneMaps: replaces a <carcassonne> placeholder by the game's frame when the reader
 * clicks Play (nothing is requested from the game's server before), and sets the frame's height
 * from its size messages ({carcassonne: 1, type: 'size', height: H}). Only a placeholder whose id
 * the page's configuration lists (wgCarcassonneMapsFrames, written by the extension's PHP for each
 * tag it rendered) becomes a frame: a placeholder written by hand in wiki text never does.
 * In the edit preview (wgAction 'edit' or 'submit') each listed game is checked by the game itself
 * in one hidden frame in check mode (`#embed&check`, README "What an editor sees"), and a game it
 * rejects becomes the wiki's error box naming the tag's line; a reader's page loads nothing before
 * a click.
 */
( function () {
	'use strict';

	var config = require( './config.json' );
	// The game fits frames from 320x240 up (README "Embedding on a wiki"); CSS keeps 240 px too.
	var MIN_HEIGHT = 240;
	var MAX_HEIGHT = 1200;
	// The fewest rights the game runs with: its scripts, its own origin (it fetches its .wasm and
	// .data from its server) and the "open the full game" link as a normal, unsandboxed tab.
	var SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';
	// What the extension writes into a fragment: percent-encoded values, & = , : ; _ . ~ + -.
	var FRAGMENT = /^embed(&[A-Za-z0-9%&=,:;_.~+-]*)?$/;
	var frames = [];
	var wired = {};  // the ids whose Play button is wired: one placeholder each
	// The edit preview's check frame: {iframe, origin, ready, waiting: [id], boxes: {id: {box, listed}}}.
	var checker = null;
	var CHECK_STYLE = 'position:fixed;right:0;bottom:0;width:320px;height:240px;opacity:0;' +
		'pointer-events:none;border:0;z-index:-1';

	/**
	 * The frames the extension rendered on this page, by id: {fragment, title, fixed}. Entries
	 * that are not the extension's shape, or whose fragment is not an embed's, are left out.
	 *
	 * @return {Object.<string, Object>}
	 */
	function listedFrames() {
		var listed = mw.config.get( 'wgCarcassonneMapsFrames' ) || {};
		var byId = {};
		Object.keys( listed ).forEach( function ( text ) {
			var frame;
			try {
				frame = JSON.parse( text );
			} catch ( e ) {
				return;
			}
			if ( frame && typeof frame.id === 'string' && typeof frame.fragment === 'string' &&
				FRAGMENT.test( frame.fragment ) && typeof frame.title === 'string' ) {
				if ( !Array.isArray( frame.lines ) || !frame.lines.every( Number.isInteger ) ) {
					frame.lines = [];
				}
				byId[ frame.id ] = frame;
			}
		} );
		return byId;
	}

	function originOf( url ) {
		return new URL( url ).origin;
	}

	/**
	 * @return {string|null} the game's address when it is a plain http(s) address on another
	 *   origin than the wiki's (the PHP side refuses the same origin too), else null
	 */
	function gameUrl() {
		var url = config.CarcassonneMapsUrl;
		return typeof url === 'string' && /^https?:\/\/[^\s#@"'<>\\]+$/.test( url ) &&
			originOf( url ) !== location.origin ? url : null;
	}

	/**
	 * Puts the game's frame into `box` in place of its placeholder.
	 *
	 * @param {HTMLElement} box the .ext-carcassonne element of a listed frame
	 * @param {Object} listed its entry of wgCarcassonneMapsFrames: {fragment, title, fixed}
	 */
	function load( box, listed ) {
		var base = gameUrl();
		if ( base === null || !FRAGMENT.test( listed.fragment ) ) {
			return;
		}
		var iframe = document.createElement( 'iframe' );
		iframe.className = 'ext-carcassonne-frame';
		iframe.setAttribute( 'loading', 'lazy' );
		iframe.setAttribute( 'sandbox', SANDBOX );
		iframe.setAttribute( 'referrerpolicy', 'no-referrer' );
		iframe.setAttribute( 'title', listed.title );
		iframe.src = base + '#' + listed.fragment;
		while ( box.firstChild ) {
			box.removeChild( box.firstChild );
		}
		box.appendChild( iframe );
		box.classList.add( 'ext-carcassonne-loaded' );
		frames.push( {
			iframe: iframe,
			box: box,
			origin: originOf( base ),
			fixed: listed.fixed === true
		} );
	}

	/**
	 * Sets the box's height, keeping the text below it where the reader sees it: when the box's
	 * bottom edge is on screen (or above it), the page scrolls by the change, though never so far
	 * that the box's top leaves the window. The box was as tall as the frame's first height
	 * already (Size::style), so for a game this changes nothing; an example's frame may wish
	 * another height.
	 *
	 * @param {HTMLElement} box
	 * @param {number} height the box's height in CSS pixels, borders included
	 */
	function setHeight( box, height ) {
		var before = box.getBoundingClientRect();
		box.style.aspectRatio = 'auto';
		box.style.minHeight = '0';
		box.style.maxHeight = 'none';
		box.style.height = height + 'px';
		var after = box.getBoundingClientRect();
		var moved = after.bottom - before.bottom;
		if ( moved === 0 || before.bottom > window.innerHeight ) {
			return;
		}
		window.scrollBy( 0, moved > 0 ? Math.min( moved, Math.max( 0, after.top ) ) : moved );
	}

	/**
	 * A size message from one of our frames sets its height unless the editor fixed it: the
	 * frame's wished height plus the box's border, clamped to 240–1200 px and at most 90 % of the
	 * window's height (the bounds Size::style gives the placeholder).
	 *
	 * @param {MessageEvent} event
	 */
	function onMessage( event ) {
		var data = event.data;
		if ( !data || typeof data !== 'object' || data.carcassonne !== 1 || data.type !== 'size' ||
			typeof data.height !== 'number' || !isFinite( data.height ) ) {
			return;
		}
		frames.forEach( function ( frame ) {
			if ( event.source !== frame.iframe.contentWindow || event.origin !== frame.origin || frame.fixed ) {
				return;
			}
			// No taller than 90 % of the window either: the reader sees the whole frame at once.
			var max = Math.max( MIN_HEIGHT, Math.min( MAX_HEIGHT, Math.floor( window.innerHeight * 0.9 ) ) );
			var border = frame.box.offsetHeight - frame.box.clientHeight;
			var height = Math.min( max, Math.max( MIN_HEIGHT, Math.round( data.height ) + border ) );
			if ( Math.abs( height - frame.box.getBoundingClientRect().height ) >= 1 ) {
				setHeight( frame.box, height );
			}
		} );
	}

	/**
	 * The edit preview: asks the check frame about the game of `listed` (made on the first call).
	 *
	 * @param {HTMLElement} box the placeholder
	 * @param {Object} listed its entry of wgCarcassonneMapsFrames
	 */
	function check( box, listed ) {
		var base = gameUrl();
		if ( base === null ) {
			return;
		}
		if ( checker === null ) {
			var iframe = document.createElement( 'iframe' );
			var lang = mw.config.get( 'wgPageContentLanguage' );
			iframe.className = 'ext-carcassonne-check';
			iframe.setAttribute( 'sandbox', SANDBOX );
			iframe.setAttribute( 'referrerpolicy', 'no-referrer' );
			iframe.setAttribute( 'aria-hidden', 'true' );
			iframe.setAttribute( 'tabindex', '-1' );
			iframe.setAttribute( 'title', mw.message( 'carcassonnemaps-check-title' ).text() );
			// Visible to the browser (a hidden or off-screen frame would not draw its first frame),
			// not to the editor.
			iframe.setAttribute( 'style', CHECK_STYLE );
			iframe.src = base + '#embed&check' + ( /^[a-z]{2}$/.test( lang ) ? '&lang=' + lang : '' );
			document.body.appendChild( iframe );
			checker = { iframe: iframe, origin: originOf( base ), ready: false, waiting: [], boxes: {} };
		}
		checker.boxes[ listed.id ] = { box: box, listed: listed };
		if ( checker.ready ) {
			send( listed.id );
		} else {
			checker.waiting.push( listed.id );
		}
	}

	function send( id ) {
		checker.iframe.contentWindow.postMessage( { carcassonne: 1, command: 'check', id: id,
			fragment: checker.boxes[ id ].listed.fragment }, checker.origin );
	}

	/**
	 * The wiki's error box in place of a placeholder whose game the check rejected: the tag's line
	 * quoted with the game's reason, or the game's whole error when it names no line.
	 *
	 * @param {Object} entry {box, listed}
	 * @param {Object} answer the check frame's `checked` message
	 */
	function showRejected( entry, answer ) {
		var line = Number.isInteger( answer.line ) && answer.line > 0 ? entry.listed.lines[ answer.line - 1 ] : undefined;
		var text = line !== undefined && typeof answer.text === 'string' && typeof answer.why === 'string' ?
			mw.message( 'carcassonnemaps-error-record-line', String( line ), answer.text, answer.why ).text() :
			String( answer.error );
		var error = document.createElement( 'strong' );
		error.className = 'error ext-carcassonne-checked';
		error.textContent = mw.message( 'carcassonnemaps-error', text.slice( 0, 2000 ) ).text();
		if ( entry.box.parentNode ) {
			entry.box.parentNode.replaceChild( error, entry.box );
		}
	}

	/**
	 * A message of the check frame: `ready` sends the checks waiting, `checked` answers one; once
	 * every check is answered the frame goes away.
	 *
	 * @param {MessageEvent} event
	 */
	function onCheck( event ) {
		var data = event.data;
		if ( checker === null || event.source !== checker.iframe.contentWindow || event.origin !== checker.origin ||
			!data || typeof data !== 'object' || data.carcassonne !== 1 ) {
			return;
		}
		if ( data.type === 'ready' && data.check === true && !checker.ready ) {
			checker.ready = true;
			checker.waiting.forEach( send );
			checker.waiting = [];
		} else if ( data.type === 'checked' && typeof data.id === 'string' &&
			Object.prototype.hasOwnProperty.call( checker.boxes, data.id ) ) {
			var entry = checker.boxes[ data.id ];
			delete checker.boxes[ data.id ];
			if ( typeof data.error === 'string' && data.error !== '' ) {
				showRejected( entry, data );
			}
			if ( Object.keys( checker.boxes ).length === 0 ) {
				checker.iframe.remove();
				checker = null;
			}
		}
	}

	var previewing = [ 'edit', 'submit' ].indexOf( mw.config.get( 'wgAction' ) ) >= 0;

	mw.hook( 'wikipage.content' ).add( function ( $content ) {
		var listed = listedFrames();
		$content.find( '.ext-carcassonne' ).each( function () {
			var box = this;
			var id = box.getAttribute( 'data-carcassonne-id' ) || '';
			var button = box.querySelector( '.ext-carcassonne-play' );
			if ( !Object.prototype.hasOwnProperty.call( listed, id ) || wired[ id ] || !button ) {
				return;
			}
			wired[ id ] = true;
			button.setAttribute( 'data-carcassonne-ready', '1' );
			button.addEventListener( 'click', function () {
				load( box, listed[ id ] );
			} );
			if ( previewing ) {
				check( box, listed[ id ] );
			}
		} );
	} );
	window.addEventListener( 'message', onMessage );
	window.addEventListener( 'message', onCheck );
}() );
